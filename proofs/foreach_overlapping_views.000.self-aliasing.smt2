; program foreach_overlapping_views, _foreach_mul.self[0]: self-aliasing (_foreach_mul reads slice_2 vs _foreach_mul self[0]=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r188_byte () Int)
(declare-fun r188_1 () Int)
(declare-fun r188_0 () Int)
(declare-fun byte () Int)
(declare-fun w189_byte () Int)
(declare-fun w189_1 () Int)
(declare-fun w189_0 () Int)
(assert
 (let ((?x98 (+ 0 (* 4 (+ 2 (+ (* r188_0 2) (* r188_1 1)))))))
 (and (and (>= r188_0 0) (< r188_0 3)) (and (>= r188_1 0) (< r188_1 2)) (and (>= r188_byte 0) (< r188_byte 4)) (= byte (+ ?x98 r188_byte)))))
(assert
 (let ((?x976 (+ 0 (* 4 (+ 0 (+ (* w189_0 2) (* w189_1 1)))))))
(and (and (>= w189_0 0) (< w189_0 3)) (and (>= w189_1 0) (< w189_1 2)) (and (>= w189_byte 0) (< w189_byte 4)) (= byte (+ ?x976 w189_byte)))))
(check-sat)
