; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r711_byte () Int)
(declare-fun r711_1 () Int)
(declare-fun r711_0 () Int)
(declare-fun byte () Int)
(declare-fun w712_byte () Int)
(declare-fun w712_1 () Int)
(declare-fun w712_0 () Int)
(assert
 (let ((?x1149 (+ 0 (* 8 (+ 0 (+ (* r711_0 3) (* r711_1 1)))))))
 (and (and (>= r711_0 0) (< r711_0 2)) (and (>= r711_1 0) (< r711_1 3)) (and (>= r711_byte 0) (< r711_byte 8)) (= byte (+ ?x1149 r711_byte)))))
(assert
 (let ((?x1833 (+ 0 (* 8 (+ 0 (+ (* w712_0 3) (* w712_1 1)))))))
(and (and (>= w712_0 0) (< w712_0 2)) (and (>= w712_1 0) (< w712_1 3)) (and (>= w712_byte 0) (< w712_byte 8)) (= byte (+ ?x1833 w712_byte)))))
(check-sat)
