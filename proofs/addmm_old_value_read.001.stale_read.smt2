; program addmm_old_value_read, mul.self: stale read (copy_ reads addmm vs mul self=addmm)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r703_byte () Int)
(declare-fun r703_1 () Int)
(declare-fun r703_0 () Int)
(declare-fun byte () Int)
(declare-fun w704_byte () Int)
(declare-fun w704_1 () Int)
(declare-fun w704_0 () Int)
(assert
 (let ((?x324 (+ 0 (* 4 (+ 0 (+ (* r703_0 5) (* r703_1 1)))))))
 (and (and (>= r703_0 0) (< r703_0 3)) (and (>= r703_1 0) (< r703_1 5)) (and (>= r703_byte 0) (< r703_byte 4)) (= byte (+ ?x324 r703_byte)))))
(assert
 (let ((?x483 (+ 0 (* 4 (+ 0 (+ (* w704_0 5) (* w704_1 1)))))))
(and (and (>= w704_0 0) (< w704_0 3)) (and (>= w704_1 0) (< w704_1 5)) (and (>= w704_byte 0) (< w704_byte 4)) (= byte (+ ?x483 w704_byte)))))
(check-sat)
