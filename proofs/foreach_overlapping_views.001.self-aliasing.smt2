; program foreach_overlapping_views, _foreach_mul.self[1]: self-aliasing (_foreach_mul reads slice_1 vs _foreach_mul self[1]=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r136_byte () Int)
(declare-fun r136_1 () Int)
(declare-fun r136_0 () Int)
(declare-fun byte () Int)
(declare-fun w137_byte () Int)
(declare-fun w137_1 () Int)
(declare-fun w137_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r136_0 2) (* r136_1 1)))))))
 (and (and (>= r136_0 0) (< r136_0 3)) (and (>= r136_1 0) (< r136_1 2)) (and (>= r136_byte 0) (< r136_byte 4)) (= byte (+ ?x221 r136_byte)))))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 2 (+ (* w137_0 2) (* w137_1 1)))))))
(and (and (>= w137_0 0) (< w137_0 3)) (and (>= w137_1 0) (< w137_1 2)) (and (>= w137_byte 0) (< w137_byte 4)) (= byte (+ ?x265 w137_byte)))))
(check-sat)
