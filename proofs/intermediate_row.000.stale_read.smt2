; program intermediate_row, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r108_byte () Int)
(declare-fun r108_1 () Int)
(declare-fun r108_0 () Int)
(declare-fun byte () Int)
(declare-fun w109_byte () Int)
(declare-fun w109_1 () Int)
(declare-fun w109_0 () Int)
(assert
 (let ((?x228 (+ 0 (* 4 (+ 0 (+ (* r108_0 8) (* r108_1 1)))))))
 (and (and (>= r108_0 0) (< r108_0 4)) (and (>= r108_1 0) (< r108_1 8)) (and (>= r108_byte 0) (< r108_byte 4)) (= byte (+ ?x228 r108_byte)))))
(assert
 (let ((?x149 (+ 0 (* 4 (+ 0 (+ (* w109_0 8) (* w109_1 1)))))))
(and (and (>= w109_0 0) (< w109_0 4)) (and (>= w109_1 0) (< w109_1 8)) (and (>= w109_byte 0) (< w109_byte 4)) (= byte (+ ?x149 w109_byte)))))
(check-sat)
