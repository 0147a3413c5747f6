; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1079_byte () Int)
(declare-fun r1079_1 () Int)
(declare-fun r1079_0 () Int)
(declare-fun byte () Int)
(declare-fun w1080_byte () Int)
(declare-fun w1080_1 () Int)
(declare-fun w1080_0 () Int)
(assert
 (let ((?x842 (+ 0 (* 4 (+ 0 (+ (* r1079_0 5) (* r1079_1 1)))))))
 (and (and (>= r1079_0 0) (< r1079_0 3)) (and (>= r1079_1 0) (< r1079_1 5)) (and (>= r1079_byte 0) (< r1079_byte 4)) (= byte (+ ?x842 r1079_byte)))))
(assert
 (let ((?x200 (+ 0 (* 4 (+ 0 (+ (* w1080_0 5) (* w1080_1 1)))))))
(and (and (>= w1080_0 0) (< w1080_0 3)) (and (>= w1080_1 0) (< w1080_1 5)) (and (>= w1080_byte 0) (< w1080_byte 4)) (= byte (+ ?x200 w1080_byte)))))
(check-sat)
