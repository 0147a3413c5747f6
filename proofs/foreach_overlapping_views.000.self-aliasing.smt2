; program foreach_overlapping_views, _foreach_mul.self[0]: self-aliasing (_foreach_mul reads slice_2 vs _foreach_mul self[0]=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r226_byte () Int)
(declare-fun r226_1 () Int)
(declare-fun r226_0 () Int)
(declare-fun byte () Int)
(declare-fun w227_byte () Int)
(declare-fun w227_1 () Int)
(declare-fun w227_0 () Int)
(assert
 (let ((?x869 (+ 0 (* 4 (+ 2 (+ (* r226_0 2) (* r226_1 1)))))))
 (and (and (>= r226_0 0) (< r226_0 3)) (and (>= r226_1 0) (< r226_1 2)) (and (>= r226_byte 0) (< r226_byte 4)) (= byte (+ ?x869 r226_byte)))))
(assert
 (let ((?x1028 (+ 0 (* 4 (+ 0 (+ (* w227_0 2) (* w227_1 1)))))))
(and (and (>= w227_0 0) (< w227_0 3)) (and (>= w227_1 0) (< w227_1 2)) (and (>= w227_byte 0) (< w227_byte 4)) (= byte (+ ?x1028 w227_byte)))))
(check-sat)
