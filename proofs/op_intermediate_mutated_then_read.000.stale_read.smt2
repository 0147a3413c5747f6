; program op_intermediate_mutated_then_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r196_byte () Int)
(declare-fun r196_1 () Int)
(declare-fun r196_0 () Int)
(declare-fun byte () Int)
(declare-fun w197_byte () Int)
(declare-fun w197_1 () Int)
(declare-fun w197_0 () Int)
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r196_0 8) (* r196_1 1)))))))
 (and (and (>= r196_0 0) (< r196_0 4)) (and (>= r196_1 0) (< r196_1 8)) (and (>= r196_byte 0) (< r196_byte 4)) (= byte (+ ?x604 r196_byte)))))
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* w197_0 8) (* w197_1 1)))))))
(and (and (>= w197_0 0) (< w197_0 4)) (and (>= w197_1 0) (< w197_1 8)) (and (>= w197_byte 0) (< w197_byte 4)) (= byte (+ ?x76 w197_byte)))))
(check-sat)
