; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
 (let ((?x933 (+ 0 (* 4 (+ 0 (+ (* r467_0 16) (* r467_1 1)))))))
 (and (and (>= r467_0 0) (< r467_0 8)) (and (>= r467_1 0) (< r467_1 16)) (and (>= r467_byte 0) (< r467_byte 4)) (= byte (+ ?x933 r467_byte)))))
(assert
 (let ((?x494 (+ 0 (* 4 (+ 0 (+ (* w468_0 16) (* w468_1 1)))))))
(and (and (>= w468_0 0) (< w468_0 8)) (and (>= w468_1 0) (< w468_1 16)) (and (>= w468_byte 0) (< w468_byte 4)) (= byte (+ ?x494 w468_byte)))))
(check-sat)
