; program foreach_overlapping_views, _foreach_mul.self[0]: self-aliasing (_foreach_mul reads slice_2 vs _foreach_mul self[0]=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r134_byte () Int)
(declare-fun r134_1 () Int)
(declare-fun r134_0 () Int)
(declare-fun byte () Int)
(declare-fun w135_byte () Int)
(declare-fun w135_1 () Int)
(declare-fun w135_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 4 (+ 2 (+ (* r134_0 2) (* r134_1 1)))))))
 (and (and (>= r134_0 0) (< r134_0 3)) (and (>= r134_1 0) (< r134_1 2)) (and (>= r134_byte 0) (< r134_byte 4)) (= byte (+ ?x265 r134_byte)))))
(assert
 (let ((?x271 (+ 0 (* 4 (+ 0 (+ (* w135_0 2) (* w135_1 1)))))))
(and (and (>= w135_0 0) (< w135_0 3)) (and (>= w135_1 0) (< w135_1 2)) (and (>= w135_byte 0) (< w135_byte 4)) (= byte (+ ?x271 w135_byte)))))
(check-sat)
