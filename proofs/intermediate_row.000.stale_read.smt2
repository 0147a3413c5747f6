; program intermediate_row, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r110_byte () Int)
(declare-fun r110_1 () Int)
(declare-fun r110_0 () Int)
(declare-fun byte () Int)
(declare-fun w111_byte () Int)
(declare-fun w111_1 () Int)
(declare-fun w111_0 () Int)
(assert
 (let ((?x87 (+ 0 (* 4 (+ 0 (+ (* r110_0 8) (* r110_1 1)))))))
 (and (and (>= r110_0 0) (< r110_0 4)) (and (>= r110_1 0) (< r110_1 8)) (and (>= r110_byte 0) (< r110_byte 4)) (= byte (+ ?x87 r110_byte)))))
(assert
 (let ((?x354 (+ 0 (* 4 (+ 0 (+ (* w111_0 8) (* w111_1 1)))))))
(and (and (>= w111_0 0) (< w111_0 4)) (and (>= w111_1 0) (< w111_1 8)) (and (>= w111_byte 0) (< w111_byte 4)) (= byte (+ ?x354 w111_byte)))))
(check-sat)
