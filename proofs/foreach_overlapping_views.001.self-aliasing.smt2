; program foreach_overlapping_views, _foreach_mul.self[1]: self-aliasing (_foreach_mul reads slice_1 vs _foreach_mul self[1]=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r230_byte () Int)
(declare-fun r230_1 () Int)
(declare-fun r230_0 () Int)
(declare-fun byte () Int)
(declare-fun w231_byte () Int)
(declare-fun w231_1 () Int)
(declare-fun w231_0 () Int)
(assert
 (let ((?x1153 (+ 0 (* 4 (+ 0 (+ (* r230_0 2) (* r230_1 1)))))))
 (and (and (>= r230_0 0) (< r230_0 3)) (and (>= r230_1 0) (< r230_1 2)) (and (>= r230_byte 0) (< r230_byte 4)) (= byte (+ ?x1153 r230_byte)))))
(assert
 (let ((?x971 (+ 0 (* 4 (+ 2 (+ (* w231_0 2) (* w231_1 1)))))))
(and (and (>= w231_0 0) (< w231_0 3)) (and (>= w231_1 0) (< w231_1 2)) (and (>= w231_byte 0) (< w231_byte 4)) (= byte (+ ?x971 w231_byte)))))
(check-sat)
