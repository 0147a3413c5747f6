; program op_intermediate_mutated_then_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r160_byte () Int)
(declare-fun r160_1 () Int)
(declare-fun r160_0 () Int)
(declare-fun byte () Int)
(declare-fun w161_byte () Int)
(declare-fun w161_1 () Int)
(declare-fun w161_0 () Int)
(assert
 (let ((?x2253 (+ 0 (* 4 (+ 0 (+ (* r160_0 8) (* r160_1 1)))))))
 (and (and (>= r160_0 0) (< r160_0 4)) (and (>= r160_1 0) (< r160_1 8)) (and (>= r160_byte 0) (< r160_byte 4)) (= byte (+ ?x2253 r160_byte)))))
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* w161_0 8) (* w161_1 1)))))))
(and (and (>= w161_0 0) (< w161_0 4)) (and (>= w161_1 0) (< w161_1 8)) (and (>= w161_byte 0) (< w161_byte 4)) (= byte (+ ?x219 w161_byte)))))
(check-sat)
