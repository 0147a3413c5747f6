; program addmm_old_value_read, mul.self: stale read (copy_ reads addmm vs mul self=addmm)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r510_byte () Int)
(declare-fun r510_1 () Int)
(declare-fun r510_0 () Int)
(declare-fun byte () Int)
(declare-fun w511_byte () Int)
(declare-fun w511_1 () Int)
(declare-fun w511_0 () Int)
(assert
 (let ((?x205 (+ 0 (* 4 (+ 0 (+ (* r510_0 5) (* r510_1 1)))))))
 (and (and (>= r510_0 0) (< r510_0 3)) (and (>= r510_1 0) (< r510_1 5)) (and (>= r510_byte 0) (< r510_byte 4)) (= byte (+ ?x205 r510_byte)))))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* w511_0 5) (* w511_1 1)))))))
(and (and (>= w511_0 0) (< w511_0 3)) (and (>= w511_1 0) (< w511_1 5)) (and (>= w511_byte 0) (< w511_byte 4)) (= byte (+ ?x82 w511_byte)))))
(check-sat)
