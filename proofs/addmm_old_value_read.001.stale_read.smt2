; program addmm_old_value_read, mul.self: stale read (copy_ reads addmm vs mul self=addmm)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1025_byte () Int)
(declare-fun r1025_1 () Int)
(declare-fun r1025_0 () Int)
(declare-fun byte () Int)
(declare-fun w1026_byte () Int)
(declare-fun w1026_1 () Int)
(declare-fun w1026_0 () Int)
(assert
 (let ((?x536 (+ 0 (* 4 (+ 0 (+ (* r1025_0 5) (* r1025_1 1)))))))
 (and (and (>= r1025_0 0) (< r1025_0 3)) (and (>= r1025_1 0) (< r1025_1 5)) (and (>= r1025_byte 0) (< r1025_byte 4)) (= byte (+ ?x536 r1025_byte)))))
(assert
 (let ((?x285 (+ 0 (* 4 (+ 0 (+ (* w1026_0 5) (* w1026_1 1)))))))
(and (and (>= w1026_0 0) (< w1026_0 3)) (and (>= w1026_1 0) (< w1026_1 5)) (and (>= w1026_byte 0) (< w1026_byte 4)) (= byte (+ ?x285 w1026_byte)))))
(check-sat)
