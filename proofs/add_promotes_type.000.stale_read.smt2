; program add_promotes_type, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r518_byte () Int)
(declare-fun r518_1 () Int)
(declare-fun r518_0 () Int)
(declare-fun byte () Int)
(declare-fun w519_byte () Int)
(declare-fun w519_1 () Int)
(declare-fun w519_0 () Int)
(assert
 (let ((?x23 (+ 0 (* 8 (+ 0 (+ (* r518_0 3) (* r518_1 1)))))))
 (and (and (>= r518_0 0) (< r518_0 2)) (and (>= r518_1 0) (< r518_1 3)) (and (>= r518_byte 0) (< r518_byte 8)) (= byte (+ ?x23 r518_byte)))))
(assert
 (let ((?x254 (+ 0 (* 8 (+ 0 (+ (* w519_0 3) (* w519_1 1)))))))
(and (and (>= w519_0 0) (< w519_0 2)) (and (>= w519_1 0) (< w519_1 3)) (and (>= w519_byte 0) (< w519_byte 8)) (= byte (+ ?x254 w519_byte)))))
(check-sat)
