; program softmax_read_old_max, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r597_byte () Int)
(declare-fun r597_1 () Int)
(declare-fun r597_0 () Int)
(declare-fun byte () Int)
(declare-fun w598_byte () Int)
(declare-fun w598_1 () Int)
(declare-fun w598_0 () Int)
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* r597_0 16) (* r597_1 1)))))))
 (and (and (>= r597_0 0) (< r597_0 8)) (and (>= r597_1 0) (< r597_1 16)) (and (>= r597_byte 0) (< r597_byte 4)) (= byte (+ ?x152 r597_byte)))))
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* w598_0 16) (* w598_1 1)))))))
(and (and (>= w598_0 0) (< w598_0 8)) (and (>= w598_1 0) (< w598_1 16)) (and (>= w598_byte 0) (< w598_byte 4)) (= byte (+ ?x441 w598_byte)))))
(check-sat)
