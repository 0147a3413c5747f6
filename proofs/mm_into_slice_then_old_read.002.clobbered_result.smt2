; program mm_into_slice_then_old_read, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r524_byte () Int)
(declare-fun r524_1 () Int)
(declare-fun r524_0 () Int)
(declare-fun byte () Int)
(declare-fun w525_byte () Int)
(declare-fun w525_1 () Int)
(declare-fun w525_0 () Int)
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r524_0 7) (* r524_1 1)))))))
 (and (and (>= r524_0 0) (< r524_0 4)) (and (>= r524_1 0) (< r524_1 7)) (and (>= r524_byte 0) (< r524_byte 4)) (= byte (+ ?x246 r524_byte)))))
(assert
 (let ((?x2279 (+ 0 (* 4 (+ 0 (+ (* w525_0 7) (* w525_1 1)))))))
(and (and (>= w525_0 0) (< w525_0 8)) (and (>= w525_1 0) (< w525_1 7)) (and (>= w525_byte 0) (< w525_byte 4)) (= byte (+ ?x2279 w525_byte)))))
(check-sat)
