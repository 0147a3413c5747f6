; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1106_byte () Int)
(declare-fun r1106_1 () Int)
(declare-fun r1106_0 () Int)
(declare-fun byte () Int)
(declare-fun w1107_byte () Int)
(declare-fun w1107_1 () Int)
(declare-fun w1107_0 () Int)
(assert
 (let ((?x88 (+ 0 (* 4 (+ 16 (+ (* r1106_0 4) (* r1106_1 1)))))))
 (and (and (>= r1106_0 0) (< r1106_0 4)) (and (>= r1106_1 0) (< r1106_1 4)) (and (>= r1106_byte 0) (< r1106_byte 4)) (= byte (+ ?x88 r1106_byte)))))
(assert
 (let ((?x894 (+ 0 (* 4 (+ 16 (+ (* w1107_0 4) (* w1107_1 1)))))))
(and (and (>= w1107_0 0) (< w1107_0 4)) (and (>= w1107_1 0) (< w1107_1 4)) (and (>= w1107_byte 0) (< w1107_byte 4)) (= byte (+ ?x894 w1107_byte)))))
(check-sat)
