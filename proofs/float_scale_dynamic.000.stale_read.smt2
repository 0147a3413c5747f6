; program float_scale_dynamic, mul.self: stale read (end of graph reads arg2_1 vs mul self=arg2_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r287_byte () Int)
(declare-fun r287_1 () Int)
(declare-fun s3 () Int)
(declare-fun r287_0 () Int)
(declare-fun byte () Int)
(declare-fun s88 () Int)
(declare-fun w288_byte () Int)
(declare-fun w288_1 () Int)
(declare-fun w288_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r287_0 s3) (* r287_1 1)))))))
 (and (and (>= r287_0 0) (< r287_0 s88)) (and (>= r287_1 0) (< r287_1 s3)) (and (>= r287_byte 0) (< r287_byte 4)) (= byte (+ ?x164 r287_byte)))))
(assert
 (let ((?x433 (+ 0 (* 4 (+ 0 (+ (* w288_0 s3) (* w288_1 1)))))))
 (and (and (>= w288_0 0) (< w288_0 s88)) (and (>= w288_1 0) (< w288_1 s3)) (and (>= w288_byte 0) (< w288_byte 4)) (= byte (+ ?x433 w288_byte)))))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(check-sat)
