; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r705_byte () Int)
(declare-fun r705_1 () Int)
(declare-fun r705_0 () Int)
(declare-fun byte () Int)
(declare-fun w706_byte () Int)
(declare-fun w706_1 () Int)
(declare-fun w706_0 () Int)
(assert
 (let ((?x1266 (+ 0 (* 4 (+ 0 (+ (* r705_0 5) (* r705_1 1)))))))
 (and (and (>= r705_0 0) (< r705_0 3)) (and (>= r705_1 0) (< r705_1 5)) (and (>= r705_byte 0) (< r705_byte 4)) (= byte (+ ?x1266 r705_byte)))))
(assert
 (let ((?x756 (+ 0 (* 4 (+ 0 (+ (* w706_0 5) (* w706_1 1)))))))
(and (and (>= w706_0 0) (< w706_0 3)) (and (>= w706_1 0) (< w706_1 5)) (and (>= w706_byte 0) (< w706_byte 4)) (= byte (+ ?x756 w706_byte)))))
(check-sat)
