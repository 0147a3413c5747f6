; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r707_byte () Int)
(declare-fun r707_1 () Int)
(declare-fun r707_0 () Int)
(declare-fun byte () Int)
(declare-fun w708_byte () Int)
(declare-fun w708_1 () Int)
(declare-fun w708_0 () Int)
(assert
 (let ((?x49654 (+ 0 (* 4 (+ 0 (+ (* r707_0 5) (* r707_1 1)))))))
 (and (and (>= r707_0 0) (< r707_0 3)) (and (>= r707_1 0) (< r707_1 5)) (and (>= r707_byte 0) (< r707_byte 4)) (= byte (+ ?x49654 r707_byte)))))
(assert
 (let ((?x3807 (+ 0 (* 4 (+ 0 (+ (* w708_0 5) (* w708_1 1)))))))
(and (and (>= w708_0 0) (< w708_0 3)) (and (>= w708_1 0) (< w708_1 5)) (and (>= w708_byte 0) (< w708_byte 4)) (= byte (+ ?x3807 w708_byte)))))
(check-sat)
