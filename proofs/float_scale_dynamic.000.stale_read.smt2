; program float_scale_dynamic, mul.self: stale read (end of graph reads arg2_1 vs mul self=arg2_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r272_byte () Int)
(declare-fun r272_1 () Int)
(declare-fun s3 () Int)
(declare-fun r272_0 () Int)
(declare-fun byte () Int)
(declare-fun s88 () Int)
(declare-fun w273_byte () Int)
(declare-fun w273_1 () Int)
(declare-fun w273_0 () Int)
(assert
 (let ((?x304 (+ 0 (* 4 (+ 0 (+ (* r272_0 s3) (* r272_1 1)))))))
 (and (and (>= r272_0 0) (< r272_0 s88)) (and (>= r272_1 0) (< r272_1 s3)) (and (>= r272_byte 0) (< r272_byte 4)) (= byte (+ ?x304 r272_byte)))))
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* w273_0 s3) (* w273_1 1)))))))
 (and (and (>= w273_0 0) (< w273_0 s88)) (and (>= w273_1 0) (< w273_1 s3)) (and (>= w273_byte 0) (< w273_byte 4)) (= byte (+ ?x254 w273_byte)))))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(check-sat)
