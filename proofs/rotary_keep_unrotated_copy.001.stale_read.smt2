; program rotary_keep_unrotated_copy, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r423_byte () Int)
(declare-fun r423_1 () Int)
(declare-fun r423_0 () Int)
(declare-fun byte () Int)
(declare-fun w424_byte () Int)
(declare-fun w424_1 () Int)
(declare-fun w424_0 () Int)
(assert
 (let ((?x54 (+ 0 (* 4 (+ 0 (+ (* r423_0 8) (* r423_1 1)))))))
 (and (and (>= r423_0 0) (< r423_0 8)) (and (>= r423_1 0) (< r423_1 8)) (and (>= r423_byte 0) (< r423_byte 4)) (= byte (+ ?x54 r423_byte)))))
(assert
 (let ((?x544 (+ 0 (* 4 (+ 0 (+ (* w424_0 8) (* w424_1 1)))))))
(and (and (>= w424_0 0) (< w424_0 8)) (and (>= w424_1 0) (< w424_1 8)) (and (>= w424_byte 0) (< w424_byte 4)) (= byte (+ ?x544 w424_byte)))))
(check-sat)
