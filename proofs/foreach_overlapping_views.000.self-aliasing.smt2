; program foreach_overlapping_views, _foreach_mul.self[0]: self-aliasing (_foreach_mul reads slice_2 vs _foreach_mul self[0]=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r241_byte () Int)
(declare-fun r241_1 () Int)
(declare-fun r241_0 () Int)
(declare-fun byte () Int)
(declare-fun w242_byte () Int)
(declare-fun w242_1 () Int)
(declare-fun w242_0 () Int)
(assert
 (let ((?x357 (+ 0 (* 4 (+ 2 (+ (* r241_0 2) (* r241_1 1)))))))
 (and (and (>= r241_0 0) (< r241_0 3)) (and (>= r241_1 0) (< r241_1 2)) (and (>= r241_byte 0) (< r241_byte 4)) (= byte (+ ?x357 r241_byte)))))
(assert
 (let ((?x197 (+ 0 (* 4 (+ 0 (+ (* w242_0 2) (* w242_1 1)))))))
(and (and (>= w242_0 0) (< w242_0 3)) (and (>= w242_1 0) (< w242_1 2)) (and (>= w242_byte 0) (< w242_byte 4)) (= byte (+ ?x197 w242_byte)))))
(check-sat)
