; program foreach_overlapping_views, _foreach_mul.self[1]: self-aliasing (_foreach_mul reads slice_1 vs _foreach_mul self[1]=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r190_byte () Int)
(declare-fun r190_1 () Int)
(declare-fun r190_0 () Int)
(declare-fun byte () Int)
(declare-fun w191_byte () Int)
(declare-fun w191_1 () Int)
(declare-fun w191_0 () Int)
(assert
 (let ((?x133 (+ 0 (* 4 (+ 0 (+ (* r190_0 2) (* r190_1 1)))))))
 (and (and (>= r190_0 0) (< r190_0 3)) (and (>= r190_1 0) (< r190_1 2)) (and (>= r190_byte 0) (< r190_byte 4)) (= byte (+ ?x133 r190_byte)))))
(assert
 (let ((?x98 (+ 0 (* 4 (+ 2 (+ (* w191_0 2) (* w191_1 1)))))))
(and (and (>= w191_0 0) (< w191_0 3)) (and (>= w191_1 0) (< w191_1 2)) (and (>= w191_byte 0) (< w191_byte 4)) (= byte (+ ?x98 w191_byte)))))
(check-sat)
