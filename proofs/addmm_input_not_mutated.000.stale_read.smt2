; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
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
 (let ((?x889 (+ 0 (* 4 (+ 0 (+ (* r1083_0 5) (* r1083_1 1)))))))
 (and (and (>= r1083_0 0) (< r1083_0 3)) (and (>= r1083_1 0) (< r1083_1 5)) (and (>= r1083_byte 0) (< r1083_byte 4)) (= byte (+ ?x889 r1083_byte)))))
(assert
 (let ((?x1764 (+ 0 (* 4 (+ 0 (+ (* w1084_0 5) (* w1084_1 1)))))))
(and (and (>= w1084_0 0) (< w1084_0 3)) (and (>= w1084_1 0) (< w1084_1 5)) (and (>= w1084_byte 0) (< w1084_byte 4)) (= byte (+ ?x1764 w1084_byte)))))
(check-sat)
