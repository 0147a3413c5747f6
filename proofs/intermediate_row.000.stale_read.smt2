; program intermediate_row, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r123_byte () Int)
(declare-fun r123_1 () Int)
(declare-fun r123_0 () Int)
(declare-fun byte () Int)
(declare-fun w124_byte () Int)
(declare-fun w124_1 () Int)
(declare-fun w124_0 () Int)
(assert
 (let ((?x438 (+ 0 (* 4 (+ 0 (+ (* r123_0 8) (* r123_1 1)))))))
 (and (and (>= r123_0 0) (< r123_0 4)) (and (>= r123_1 0) (< r123_1 8)) (and (>= r123_byte 0) (< r123_byte 4)) (= byte (+ ?x438 r123_byte)))))
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* w124_0 8) (* w124_1 1)))))))
(and (and (>= w124_0 0) (< w124_0 4)) (and (>= w124_1 0) (< w124_1 8)) (and (>= w124_byte 0) (< w124_byte 4)) (= byte (+ ?x458 w124_byte)))))
(check-sat)
