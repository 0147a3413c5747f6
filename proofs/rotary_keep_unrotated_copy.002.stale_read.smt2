; program rotary_keep_unrotated_copy, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r252_byte () Int)
(declare-fun r252_1 () Int)
(declare-fun r252_0 () Int)
(declare-fun byte () Int)
(declare-fun w253_byte () Int)
(declare-fun w253_1 () Int)
(declare-fun w253_0 () Int)
(assert
 (let ((?x785 (+ 0 (* 4 (+ 0 (+ (* r252_0 8) (* r252_1 1)))))))
 (and (and (>= r252_0 0) (< r252_0 8)) (and (>= r252_1 0) (< r252_1 8)) (and (>= r252_byte 0) (< r252_byte 4)) (= byte (+ ?x785 r252_byte)))))
(assert
 (let ((?x1313 (+ 0 (* 4 (+ 0 (+ (* w253_0 8) (* w253_1 1)))))))
(and (and (>= w253_0 0) (< w253_0 8)) (and (>= w253_1 0) (< w253_1 8)) (and (>= w253_byte 0) (< w253_byte 4)) (= byte (+ ?x1313 w253_byte)))))
(check-sat)
