; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1083_byte () Int)
(declare-fun r1083_1 () Int)
(declare-fun r1083_0 () Int)
(declare-fun byte () Int)
(declare-fun w1084_byte () Int)
(declare-fun w1084_1 () Int)
(declare-fun w1084_0 () Int)
(assert
 (let ((?x817 (+ 0 (* 8 (+ 0 (+ (* r1083_0 3) (* r1083_1 1)))))))
 (and (and (>= r1083_0 0) (< r1083_0 2)) (and (>= r1083_1 0) (< r1083_1 3)) (and (>= r1083_byte 0) (< r1083_byte 8)) (= byte (+ ?x817 r1083_byte)))))
(assert
 (let ((?x1175 (+ 0 (* 8 (+ 0 (+ (* w1084_0 3) (* w1084_1 1)))))))
(and (and (>= w1084_0 0) (< w1084_0 2)) (and (>= w1084_1 0) (< w1084_1 3)) (and (>= w1084_byte 0) (< w1084_byte 8)) (= byte (+ ?x1175 w1084_byte)))))
(check-sat)
