; program mm_into_slice_then_old_read, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1040_byte () Int)
(declare-fun r1040_1 () Int)
(declare-fun r1040_0 () Int)
(declare-fun byte () Int)
(declare-fun w1041_byte () Int)
(declare-fun w1041_1 () Int)
(declare-fun w1041_0 () Int)
(assert
 (let ((?x1249 (+ 0 (* 4 (+ 0 (+ (* r1040_0 7) (* r1040_1 1)))))))
 (and (and (>= r1040_0 0) (< r1040_0 4)) (and (>= r1040_1 0) (< r1040_1 7)) (and (>= r1040_byte 0) (< r1040_byte 4)) (= byte (+ ?x1249 r1040_byte)))))
(assert
 (let ((?x244 (+ 0 (* 4 (+ 0 (+ (* w1041_0 7) (* w1041_1 1)))))))
(and (and (>= w1041_0 0) (< w1041_0 8)) (and (>= w1041_1 0) (< w1041_1 7)) (and (>= w1041_byte 0) (< w1041_byte 4)) (= byte (+ ?x244 w1041_byte)))))
(check-sat)
