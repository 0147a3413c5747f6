; program foreach_overlapping_views, _foreach_mul.self[1]: self-aliasing (_foreach_mul reads slice_1 vs _foreach_mul self[1]=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r228_byte () Int)
(declare-fun r228_1 () Int)
(declare-fun r228_0 () Int)
(declare-fun byte () Int)
(declare-fun w229_byte () Int)
(declare-fun w229_1 () Int)
(declare-fun w229_0 () Int)
(assert
 (let ((?x1382 (+ 0 (* 4 (+ 0 (+ (* r228_0 2) (* r228_1 1)))))))
 (and (and (>= r228_0 0) (< r228_0 3)) (and (>= r228_1 0) (< r228_1 2)) (and (>= r228_byte 0) (< r228_byte 4)) (= byte (+ ?x1382 r228_byte)))))
(assert
 (let ((?x869 (+ 0 (* 4 (+ 2 (+ (* w229_0 2) (* w229_1 1)))))))
(and (and (>= w229_0 0) (< w229_0 3)) (and (>= w229_1 0) (< w229_1 2)) (and (>= w229_byte 0) (< w229_byte 4)) (= byte (+ ?x869 w229_byte)))))
(check-sat)
