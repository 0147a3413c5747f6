; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r709_byte () Int)
(declare-fun r709_1 () Int)
(declare-fun r709_0 () Int)
(declare-fun byte () Int)
(declare-fun w710_byte () Int)
(declare-fun w710_1 () Int)
(declare-fun w710_0 () Int)
(assert
 (let ((?x1394 (+ 0 (* 8 (+ 0 (+ (* r709_0 3) (* r709_1 1)))))))
 (and (and (>= r709_0 0) (< r709_0 2)) (and (>= r709_1 0) (< r709_1 3)) (and (>= r709_byte 0) (< r709_byte 8)) (= byte (+ ?x1394 r709_byte)))))
(assert
 (let ((?x106 (+ 0 (* 8 (+ 0 (+ (* w710_0 3) (* w710_1 1)))))))
(and (and (>= w710_0 0) (< w710_0 2)) (and (>= w710_1 0) (< w710_1 3)) (and (>= w710_byte 0) (< w710_byte 8)) (= byte (+ ?x106 w710_byte)))))
(check-sat)
