; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1033_byte () Int)
(declare-fun r1033_1 () Int)
(declare-fun r1033_0 () Int)
(declare-fun byte () Int)
(declare-fun w1034_byte () Int)
(declare-fun w1034_1 () Int)
(declare-fun w1034_0 () Int)
(assert
 (let ((?x735 (+ 0 (* 8 (+ 0 (+ (* r1033_0 3) (* r1033_1 1)))))))
 (and (and (>= r1033_0 0) (< r1033_0 2)) (and (>= r1033_1 0) (< r1033_1 3)) (and (>= r1033_byte 0) (< r1033_byte 8)) (= byte (+ ?x735 r1033_byte)))))
(assert
 (let ((?x1174 (+ 0 (* 8 (+ 0 (+ (* w1034_0 3) (* w1034_1 1)))))))
(and (and (>= w1034_0 0) (< w1034_0 2)) (and (>= w1034_1 0) (< w1034_1 3)) (and (>= w1034_byte 0) (< w1034_byte 8)) (= byte (+ ?x1174 w1034_byte)))))
(check-sat)
