; program layernorm_residual_old, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r525_byte () Int)
(declare-fun r525_1 () Int)
(declare-fun r525_0 () Int)
(declare-fun byte () Int)
(declare-fun w526_byte () Int)
(declare-fun w526_1 () Int)
(declare-fun w526_0 () Int)
(assert
 (let ((?x86 (+ 0 (* 4 (+ 0 (+ (* r525_0 16) (* r525_1 1)))))))
 (and (and (>= r525_0 0) (< r525_0 8)) (and (>= r525_1 0) (< r525_1 16)) (and (>= r525_byte 0) (< r525_byte 4)) (= byte (+ ?x86 r525_byte)))))
(assert
 (let ((?x642 (+ 0 (* 4 (+ 0 (+ (* w526_0 16) (* w526_1 1)))))))
 (and (and (>= w526_0 0) (< w526_0 8)) (and (>= w526_1 0) (< w526_1 16)) (and (>= w526_byte 0) (< w526_byte 4)) (= byte (+ ?x642 w526_byte)))))
(assert
 (let (($x210 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x335 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x330 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x335 $x210)))
(or (or false) (not $x330))))))
(check-sat)
