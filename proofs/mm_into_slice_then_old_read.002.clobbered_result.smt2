; program mm_into_slice_then_old_read, mul.self: clobbered result (end of graph reads mul vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r718_byte () Int)
(declare-fun r718_1 () Int)
(declare-fun r718_0 () Int)
(declare-fun byte () Int)
(declare-fun w719_byte () Int)
(declare-fun w719_1 () Int)
(declare-fun w719_0 () Int)
(assert
 (let ((?x1149 (+ 0 (* 4 (+ 0 (+ (* r718_0 7) (* r718_1 1)))))))
 (and (and (>= r718_0 0) (< r718_0 4)) (and (>= r718_1 0) (< r718_1 7)) (and (>= r718_byte 0) (< r718_byte 4)) (= byte (+ ?x1149 r718_byte)))))
(assert
 (let ((?x429 (+ 0 (* 4 (+ 0 (+ (* w719_0 7) (* w719_1 1)))))))
(and (and (>= w719_0 0) (< w719_0 8)) (and (>= w719_1 0) (< w719_1 7)) (and (>= w719_byte 0) (< w719_byte 4)) (= byte (+ ?x429 w719_byte)))))
(check-sat)
