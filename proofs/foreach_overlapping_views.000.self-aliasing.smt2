; program foreach_overlapping_views, _foreach_mul.self[0]: self-aliasing (_foreach_mul reads slice_2 vs _foreach_mul self[0]=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r132_byte () Int)
(declare-fun r132_1 () Int)
(declare-fun r132_0 () Int)
(declare-fun byte () Int)
(declare-fun w133_byte () Int)
(declare-fun w133_1 () Int)
(declare-fun w133_0 () Int)
(assert
 (let ((?x256 (+ 0 (* 4 (+ 2 (+ (* r132_0 2) (* r132_1 1)))))))
 (and (and (>= r132_0 0) (< r132_0 3)) (and (>= r132_1 0) (< r132_1 2)) (and (>= r132_byte 0) (< r132_byte 4)) (= byte (+ ?x256 r132_byte)))))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* w133_0 2) (* w133_1 1)))))))
(and (and (>= w133_0 0) (< w133_0 3)) (and (>= w133_1 0) (< w133_1 2)) (and (>= w133_byte 0) (< w133_byte 4)) (= byte (+ ?x82 w133_byte)))))
(check-sat)
