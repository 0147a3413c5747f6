; program foreach_overlapping_views, _foreach_mul.self[1]: self-aliasing (_foreach_mul reads slice_1 vs _foreach_mul self[1]=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r243_byte () Int)
(declare-fun r243_1 () Int)
(declare-fun r243_0 () Int)
(declare-fun byte () Int)
(declare-fun w244_byte () Int)
(declare-fun w244_1 () Int)
(declare-fun w244_0 () Int)
(assert
 (let ((?x354 (+ 0 (* 4 (+ 0 (+ (* r243_0 2) (* r243_1 1)))))))
 (and (and (>= r243_0 0) (< r243_0 3)) (and (>= r243_1 0) (< r243_1 2)) (and (>= r243_byte 0) (< r243_byte 4)) (= byte (+ ?x354 r243_byte)))))
(assert
 (let ((?x266 (+ 0 (* 4 (+ 2 (+ (* w244_0 2) (* w244_1 1)))))))
(and (and (>= w244_0 0) (< w244_0 3)) (and (>= w244_1 0) (< w244_1 2)) (and (>= w244_byte 0) (< w244_byte 4)) (= byte (+ ?x266 w244_byte)))))
(check-sat)
