; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1029_byte () Int)
(declare-fun r1029_1 () Int)
(declare-fun r1029_0 () Int)
(declare-fun byte () Int)
(declare-fun w1030_byte () Int)
(declare-fun w1030_1 () Int)
(declare-fun w1030_0 () Int)
(assert
 (let ((?x1170 (+ 0 (* 4 (+ 0 (+ (* r1029_0 5) (* r1029_1 1)))))))
 (and (and (>= r1029_0 0) (< r1029_0 3)) (and (>= r1029_1 0) (< r1029_1 5)) (and (>= r1029_byte 0) (< r1029_byte 4)) (= byte (+ ?x1170 r1029_byte)))))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* w1030_0 5) (* w1030_1 1)))))))
(and (and (>= w1030_0 0) (< w1030_0 3)) (and (>= w1030_1 0) (< w1030_1 5)) (and (>= w1030_byte 0) (< w1030_byte 4)) (= byte (+ ?x189 w1030_byte)))))
(check-sat)
