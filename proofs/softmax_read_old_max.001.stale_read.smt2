; program softmax_read_old_max, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r593_byte () Int)
(declare-fun r593_1 () Int)
(declare-fun r593_0 () Int)
(declare-fun byte () Int)
(declare-fun w594_byte () Int)
(declare-fun w594_1 () Int)
(declare-fun w594_0 () Int)
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* r593_0 16) (* r593_1 1)))))))
 (and (and (>= r593_0 0) (< r593_0 8)) (and (>= r593_1 0) (< r593_1 16)) (and (>= r593_byte 0) (< r593_byte 4)) (= byte (+ ?x319 r593_byte)))))
(assert
 (let ((?x46 (+ 0 (* 4 (+ 0 (+ (* w594_0 16) (* w594_1 1)))))))
(and (and (>= w594_0 0) (< w594_0 8)) (and (>= w594_1 0) (< w594_1 16)) (and (>= w594_byte 0) (< w594_byte 4)) (= byte (+ ?x46 w594_byte)))))
(check-sat)
