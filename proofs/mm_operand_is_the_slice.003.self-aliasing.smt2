; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1056_byte () Int)
(declare-fun r1056_1 () Int)
(declare-fun r1056_0 () Int)
(declare-fun byte () Int)
(declare-fun w1057_byte () Int)
(declare-fun w1057_1 () Int)
(declare-fun w1057_0 () Int)
(assert
 (let ((?x865 (+ 0 (* 4 (+ 16 (+ (* r1056_0 4) (* r1056_1 1)))))))
 (and (and (>= r1056_0 0) (< r1056_0 4)) (and (>= r1056_1 0) (< r1056_1 4)) (and (>= r1056_byte 0) (< r1056_byte 4)) (= byte (+ ?x865 r1056_byte)))))
(assert
 (let ((?x285 (+ 0 (* 4 (+ 16 (+ (* w1057_0 4) (* w1057_1 1)))))))
(and (and (>= w1057_0 0) (< w1057_0 4)) (and (>= w1057_1 0) (< w1057_1 4)) (and (>= w1057_byte 0) (< w1057_byte 4)) (= byte (+ ?x285 w1057_byte)))))
(check-sat)
