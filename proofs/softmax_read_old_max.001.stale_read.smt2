; program softmax_read_old_max, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r545_byte () Int)
(declare-fun r545_1 () Int)
(declare-fun r545_0 () Int)
(declare-fun byte () Int)
(declare-fun w546_byte () Int)
(declare-fun w546_1 () Int)
(declare-fun w546_0 () Int)
(assert
 (let ((?x503 (+ 0 (* 4 (+ 0 (+ (* r545_0 16) (* r545_1 1)))))))
 (and (and (>= r545_0 0) (< r545_0 8)) (and (>= r545_1 0) (< r545_1 16)) (and (>= r545_byte 0) (< r545_byte 4)) (= byte (+ ?x503 r545_byte)))))
(assert
 (let ((?x131 (+ 0 (* 4 (+ 0 (+ (* w546_0 16) (* w546_1 1)))))))
(and (and (>= w546_0 0) (< w546_0 8)) (and (>= w546_1 0) (< w546_1 16)) (and (>= w546_byte 0) (< w546_byte 4)) (= byte (+ ?x131 w546_byte)))))
(check-sat)
