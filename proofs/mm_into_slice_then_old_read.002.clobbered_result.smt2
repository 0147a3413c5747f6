; program mm_into_slice_then_old_read, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1090_byte () Int)
(declare-fun r1090_1 () Int)
(declare-fun r1090_0 () Int)
(declare-fun byte () Int)
(declare-fun w1091_byte () Int)
(declare-fun w1091_1 () Int)
(declare-fun w1091_0 () Int)
(assert
 (let ((?x636 (+ 0 (* 4 (+ 0 (+ (* r1090_0 7) (* r1090_1 1)))))))
 (and (and (>= r1090_0 0) (< r1090_0 4)) (and (>= r1090_1 0) (< r1090_1 7)) (and (>= r1090_byte 0) (< r1090_byte 4)) (= byte (+ ?x636 r1090_byte)))))
(assert
 (let ((?x896 (+ 0 (* 4 (+ 0 (+ (* w1091_0 7) (* w1091_1 1)))))))
(and (and (>= w1091_0 0) (< w1091_0 8)) (and (>= w1091_1 0) (< w1091_1 7)) (and (>= w1091_byte 0) (< w1091_byte 4)) (= byte (+ ?x896 w1091_byte)))))
(check-sat)
