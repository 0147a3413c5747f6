; program addmm_input_not_mutated, addmm.self: stale read (end of graph reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r514_byte () Int)
(declare-fun r514_1 () Int)
(declare-fun r514_0 () Int)
(declare-fun byte () Int)
(declare-fun w515_byte () Int)
(declare-fun w515_1 () Int)
(declare-fun w515_0 () Int)
(assert
 (let ((?x778 (+ 0 (* 4 (+ 0 (+ (* r514_0 5) (* r514_1 1)))))))
 (and (and (>= r514_0 0) (< r514_0 3)) (and (>= r514_1 0) (< r514_1 5)) (and (>= r514_byte 0) (< r514_byte 4)) (= byte (+ ?x778 r514_byte)))))
(assert
 (let ((?x2051 (+ 0 (* 4 (+ 0 (+ (* w515_0 5) (* w515_1 1)))))))
(and (and (>= w515_0 0) (< w515_0 3)) (and (>= w515_1 0) (< w515_1 5)) (and (>= w515_byte 0) (< w515_byte 4)) (= byte (+ ?x2051 w515_byte)))))
(check-sat)
