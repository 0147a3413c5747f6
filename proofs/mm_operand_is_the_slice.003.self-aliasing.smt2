; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1110_byte () Int)
(declare-fun r1110_1 () Int)
(declare-fun r1110_0 () Int)
(declare-fun byte () Int)
(declare-fun w1111_byte () Int)
(declare-fun w1111_1 () Int)
(declare-fun w1111_0 () Int)
(assert
 (let ((?x272 (+ 0 (* 4 (+ 16 (+ (* r1110_0 4) (* r1110_1 1)))))))
 (and (and (>= r1110_0 0) (< r1110_0 4)) (and (>= r1110_1 0) (< r1110_1 4)) (and (>= r1110_byte 0) (< r1110_byte 4)) (= byte (+ ?x272 r1110_byte)))))
(assert
 (let ((?x1133 (+ 0 (* 4 (+ 16 (+ (* w1111_0 4) (* w1111_1 1)))))))
(and (and (>= w1111_0 0) (< w1111_0 4)) (and (>= w1111_1 0) (< w1111_1 4)) (and (>= w1111_byte 0) (< w1111_byte 4)) (= byte (+ ?x1133 w1111_byte)))))
(check-sat)
