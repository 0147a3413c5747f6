; program layernorm_residual_old, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r342_byte () Int)
(declare-fun r342_1 () Int)
(declare-fun r342_0 () Int)
(declare-fun byte () Int)
(declare-fun w343_byte () Int)
(declare-fun w343_1 () Int)
(declare-fun w343_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* r342_0 16) (* r342_1 1)))))))
 (and (and (>= r342_0 0) (< r342_0 8)) (and (>= r342_1 0) (< r342_1 16)) (and (>= r342_byte 0) (< r342_byte 4)) (= byte (+ ?x265 r342_byte)))))
(assert
 (let ((?x1161 (+ 0 (* 4 (+ 0 (+ (* w343_0 16) (* w343_1 1)))))))
(and (and (>= w343_0 0) (< w343_0 8)) (and (>= w343_1 0) (< w343_1 16)) (and (>= w343_byte 0) (< w343_byte 4)) (= byte (+ ?x1161 w343_byte)))))
(check-sat)
