; program float_scale_static, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r285_byte () Int)
(declare-fun r285_1 () Int)
(declare-fun r285_0 () Int)
(declare-fun byte () Int)
(declare-fun w286_byte () Int)
(declare-fun w286_1 () Int)
(declare-fun w286_0 () Int)
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r285_0 16) (* r285_1 1)))))))
 (and (and (>= r285_0 0) (< r285_0 4)) (and (>= r285_1 0) (< r285_1 16)) (and (>= r285_byte 0) (< r285_byte 4)) (= byte (+ ?x75 r285_byte)))))
(assert
 (let ((?x215 (+ 0 (* 4 (+ 0 (+ (* w286_0 16) (* w286_1 1)))))))
(and (and (>= w286_0 0) (< w286_0 4)) (and (>= w286_1 0) (< w286_1 16)) (and (>= w286_byte 0) (< w286_byte 4)) (= byte (+ ?x215 w286_byte)))))
(check-sat)
