; program layernorm_residual_old, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r577_byte () Int)
(declare-fun r577_1 () Int)
(declare-fun r577_0 () Int)
(declare-fun byte () Int)
(declare-fun w578_byte () Int)
(declare-fun w578_1 () Int)
(declare-fun w578_0 () Int)
(assert
 (let ((?x587 (+ 0 (* 4 (+ 0 (+ (* r577_0 16) (* r577_1 1)))))))
 (and (and (>= r577_0 0) (< r577_0 8)) (and (>= r577_1 0) (< r577_1 16)) (and (>= r577_byte 0) (< r577_byte 4)) (= byte (+ ?x587 r577_byte)))))
(assert
 (let ((?x327 (+ 0 (* 4 (+ 0 (+ (* w578_0 16) (* w578_1 1)))))))
 (and (and (>= w578_0 0) (< w578_0 8)) (and (>= w578_1 0) (< w578_1 16)) (and (>= w578_byte 0) (< w578_byte 4)) (= byte (+ ?x327 w578_byte)))))
(assert
 (let (($x418 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x534 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x525 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x534 $x418)))
(or (or false) (not $x525))))))
(check-sat)
