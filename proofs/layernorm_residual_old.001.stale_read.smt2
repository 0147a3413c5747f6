; program layernorm_residual_old, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r467_byte () Int)
(declare-fun r467_1 () Int)
(declare-fun r467_0 () Int)
(declare-fun byte () Int)
(declare-fun w468_byte () Int)
(declare-fun w468_1 () Int)
(declare-fun w468_0 () Int)
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* r467_0 16) (* r467_1 1)))))))
 (and (and (>= r467_0 0) (< r467_0 8)) (and (>= r467_1 0) (< r467_1 16)) (and (>= r467_byte 0) (< r467_byte 4)) (= byte (+ ?x320 r467_byte)))))
(assert
 (let ((?x777 (+ 0 (* 4 (+ 0 (+ (* w468_0 16) (* w468_1 1)))))))
 (and (and (>= w468_0 0) (< w468_0 8)) (and (>= w468_1 0) (< w468_1 16)) (and (>= w468_byte 0) (< w468_byte 4)) (= byte (+ ?x777 w468_byte)))))
(assert
 (let (($x1159 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x509 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x208 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x509 $x1159)))
(or (or false) (not $x208))))))
(check-sat)
