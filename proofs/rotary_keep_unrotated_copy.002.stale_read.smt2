; program rotary_keep_unrotated_copy, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_1 () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_1 () Int)
(declare-fun w337_0 () Int)
(assert
 (let ((?x700 (+ 0 (* 4 (+ 0 (+ (* r336_0 8) (* r336_1 1)))))))
 (and (and (>= r336_0 0) (< r336_0 8)) (and (>= r336_1 0) (< r336_1 8)) (and (>= r336_byte 0) (< r336_byte 4)) (= byte (+ ?x700 r336_byte)))))
(assert
 (let ((?x1176 (+ 0 (* 4 (+ 0 (+ (* w337_0 8) (* w337_1 1)))))))
(and (and (>= w337_0 0) (< w337_0 8)) (and (>= w337_1 0) (< w337_1 8)) (and (>= w337_byte 0) (< w337_byte 4)) (= byte (+ ?x1176 w337_byte)))))
(check-sat)
