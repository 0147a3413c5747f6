; program identity_then_input_updated, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1116_byte () Int)
(declare-fun r1116_1 () Int)
(declare-fun r1116_0 () Int)
(declare-fun byte () Int)
(declare-fun w1117_byte () Int)
(declare-fun w1117_1 () Int)
(declare-fun w1117_0 () Int)
(assert
 (let ((?x1185 (+ 0 (* 4 (+ 0 (+ (* r1116_0 4) (* r1116_1 1)))))))
 (and (and (>= r1116_0 0) (< r1116_0 4)) (and (>= r1116_1 0) (< r1116_1 4)) (and (>= r1116_byte 0) (< r1116_byte 4)) (= byte (+ ?x1185 r1116_byte)))))
(assert
 (let ((?x649 (+ 0 (* 4 (+ 0 (+ (* w1117_0 4) (* w1117_1 1)))))))
(and (and (>= w1117_0 0) (< w1117_0 4)) (and (>= w1117_1 0) (< w1117_1 4)) (and (>= w1117_byte 0) (< w1117_byte 4)) (= byte (+ ?x649 w1117_byte)))))
(check-sat)
