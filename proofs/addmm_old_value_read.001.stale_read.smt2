; program addmm_old_value_read, mul.self: stale read (copy_ reads addmm vs mul self=addmm)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1075_byte () Int)
(declare-fun r1075_1 () Int)
(declare-fun r1075_0 () Int)
(declare-fun byte () Int)
(declare-fun w1076_byte () Int)
(declare-fun w1076_1 () Int)
(declare-fun w1076_0 () Int)
(assert
 (let ((?x856 (+ 0 (* 4 (+ 0 (+ (* r1075_0 5) (* r1075_1 1)))))))
 (and (and (>= r1075_0 0) (< r1075_0 3)) (and (>= r1075_1 0) (< r1075_1 5)) (and (>= r1075_byte 0) (< r1075_byte 4)) (= byte (+ ?x856 r1075_byte)))))
(assert
 (let ((?x899 (+ 0 (* 4 (+ 0 (+ (* w1076_0 5) (* w1076_1 1)))))))
(and (and (>= w1076_0 0) (< w1076_0 3)) (and (>= w1076_1 0) (< w1076_1 5)) (and (>= w1076_byte 0) (< w1076_byte 4)) (= byte (+ ?x899 w1076_byte)))))
(check-sat)
