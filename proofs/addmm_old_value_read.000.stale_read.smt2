; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r508_byte () Int)
(declare-fun r508_1 () Int)
(declare-fun r508_0 () Int)
(declare-fun byte () Int)
(declare-fun w509_byte () Int)
(declare-fun w509_1 () Int)
(declare-fun w509_0 () Int)
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r508_0 5) (* r508_1 1)))))))
 (and (and (>= r508_0 0) (< r508_0 3)) (and (>= r508_1 0) (< r508_1 5)) (and (>= r508_byte 0) (< r508_byte 4)) (= byte (+ ?x82 r508_byte)))))
(assert
 (let ((?x2709 (+ 0 (* 4 (+ 0 (+ (* w509_0 5) (* w509_1 1)))))))
(and (and (>= w509_0 0) (< w509_0 3)) (and (>= w509_1 0) (< w509_1 5)) (and (>= w509_byte 0) (< w509_byte 4)) (= byte (+ ?x2709 w509_byte)))))
(check-sat)
