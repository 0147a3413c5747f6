; program float_scale_static, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r270_byte () Int)
(declare-fun r270_1 () Int)
(declare-fun r270_0 () Int)
(declare-fun byte () Int)
(declare-fun w271_byte () Int)
(declare-fun w271_1 () Int)
(declare-fun w271_0 () Int)
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* r270_0 16) (* r270_1 1)))))))
 (and (and (>= r270_0 0) (< r270_0 4)) (and (>= r270_1 0) (< r270_1 16)) (and (>= r270_byte 0) (< r270_byte 4)) (= byte (+ ?x615 r270_byte)))))
(assert
 (let ((?x1063 (+ 0 (* 4 (+ 0 (+ (* w271_0 16) (* w271_1 1)))))))
(and (and (>= w271_0 0) (< w271_0 4)) (and (>= w271_1 0) (< w271_1 16)) (and (>= w271_byte 0) (< w271_byte 4)) (= byte (+ ?x1063 w271_byte)))))
(check-sat)
