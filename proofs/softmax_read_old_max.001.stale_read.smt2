; program softmax_read_old_max, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_1 () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_1 () Int)
(declare-fun w355_0 () Int)
(assert
 (let ((?x975 (+ 0 (* 4 (+ 0 (+ (* r354_0 16) (* r354_1 1)))))))
 (and (and (>= r354_0 0) (< r354_0 8)) (and (>= r354_1 0) (< r354_1 16)) (and (>= r354_byte 0) (< r354_byte 4)) (= byte (+ ?x975 r354_byte)))))
(assert
 (let ((?x127 (+ 0 (* 4 (+ 0 (+ (* w355_0 16) (* w355_1 1)))))))
(and (and (>= w355_0 0) (< w355_0 8)) (and (>= w355_1 0) (< w355_1 16)) (and (>= w355_byte 0) (< w355_byte 4)) (= byte (+ ?x127 w355_byte)))))
(check-sat)
