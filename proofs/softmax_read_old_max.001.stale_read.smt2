; program softmax_read_old_max, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r486_byte () Int)
(declare-fun r486_1 () Int)
(declare-fun r486_0 () Int)
(declare-fun byte () Int)
(declare-fun w487_byte () Int)
(declare-fun w487_1 () Int)
(declare-fun w487_0 () Int)
(assert
 (let ((?x512 (+ 0 (* 4 (+ 0 (+ (* r486_0 16) (* r486_1 1)))))))
 (and (and (>= r486_0 0) (< r486_0 8)) (and (>= r486_1 0) (< r486_1 16)) (and (>= r486_byte 0) (< r486_byte 4)) (= byte (+ ?x512 r486_byte)))))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* w487_0 16) (* w487_1 1)))))))
(and (and (>= w487_0 0) (< w487_0 8)) (and (>= w487_1 0) (< w487_1 16)) (and (>= w487_byte 0) (< w487_byte 4)) (= byte (+ ?x251 w487_byte)))))
(check-sat)
