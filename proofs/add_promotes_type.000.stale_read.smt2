; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1087_byte () Int)
(declare-fun r1087_1 () Int)
(declare-fun r1087_0 () Int)
(declare-fun byte () Int)
(declare-fun w1088_byte () Int)
(declare-fun w1088_1 () Int)
(declare-fun w1088_0 () Int)
(assert
 (let ((?x370 (+ 0 (* 8 (+ 0 (+ (* r1087_0 3) (* r1087_1 1)))))))
 (and (and (>= r1087_0 0) (< r1087_0 2)) (and (>= r1087_1 0) (< r1087_1 3)) (and (>= r1087_byte 0) (< r1087_byte 8)) (= byte (+ ?x370 r1087_byte)))))
(assert
 (let ((?x322 (+ 0 (* 8 (+ 0 (+ (* w1088_0 3) (* w1088_1 1)))))))
(and (and (>= w1088_0 0) (< w1088_0 2)) (and (>= w1088_1 0) (< w1088_1 3)) (and (>= w1088_byte 0) (< w1088_byte 8)) (= byte (+ ?x322 w1088_byte)))))
(check-sat)
