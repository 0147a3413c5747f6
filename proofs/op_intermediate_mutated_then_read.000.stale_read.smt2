; program op_intermediate_mutated_then_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r194_byte () Int)
(declare-fun r194_1 () Int)
(declare-fun r194_0 () Int)
(declare-fun byte () Int)
(declare-fun w195_byte () Int)
(declare-fun w195_1 () Int)
(declare-fun w195_0 () Int)
(assert
 (let ((?x515 (+ 0 (* 4 (+ 0 (+ (* r194_0 8) (* r194_1 1)))))))
 (and (and (>= r194_0 0) (< r194_0 4)) (and (>= r194_1 0) (< r194_1 8)) (and (>= r194_byte 0) (< r194_byte 4)) (= byte (+ ?x515 r194_byte)))))
(assert
 (let ((?x355 (+ 0 (* 4 (+ 0 (+ (* w195_0 8) (* w195_1 1)))))))
(and (and (>= w195_0 0) (< w195_0 4)) (and (>= w195_1 0) (< w195_1 8)) (and (>= w195_byte 0) (< w195_byte 4)) (= byte (+ ?x355 w195_byte)))))
(check-sat)
