; program mm_into_slice_then_old_read, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1094_byte () Int)
(declare-fun r1094_1 () Int)
(declare-fun r1094_0 () Int)
(declare-fun byte () Int)
(declare-fun w1095_byte () Int)
(declare-fun w1095_1 () Int)
(declare-fun w1095_0 () Int)
(assert
 (let ((?x548 (+ 0 (* 4 (+ 0 (+ (* r1094_0 7) (* r1094_1 1)))))))
 (and (and (>= r1094_0 0) (< r1094_0 4)) (and (>= r1094_1 0) (< r1094_1 7)) (and (>= r1094_byte 0) (< r1094_byte 4)) (= byte (+ ?x548 r1094_byte)))))
(assert
 (let ((?x560 (+ 0 (* 4 (+ 0 (+ (* w1095_0 7) (* w1095_1 1)))))))
(and (and (>= w1095_0 0) (< w1095_0 8)) (and (>= w1095_1 0) (< w1095_1 7)) (and (>= w1095_byte 0) (< w1095_byte 4)) (= byte (+ ?x560 w1095_byte)))))
(check-sat)
