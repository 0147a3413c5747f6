; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r733_byte () Int)
(declare-fun r733_1 () Int)
(declare-fun r733_0 () Int)
(declare-fun byte () Int)
(declare-fun w734_byte () Int)
(declare-fun w734_1 () Int)
(declare-fun w734_0 () Int)
(assert
 (let ((?x49413 (+ 0 (* 4 (+ 16 (+ (* r733_0 4) (* r733_1 1)))))))
 (and (and (>= r733_0 0) (< r733_0 4)) (and (>= r733_1 0) (< r733_1 4)) (and (>= r733_byte 0) (< r733_byte 4)) (= byte (+ ?x49413 r733_byte)))))
(assert
 (let ((?x1752 (+ 0 (* 4 (+ 16 (+ (* w734_0 4) (* w734_1 1)))))))
(and (and (>= w734_0 0) (< w734_0 4)) (and (>= w734_1 0) (< w734_1 4)) (and (>= w734_byte 0) (< w734_byte 4)) (= byte (+ ?x1752 w734_byte)))))
(check-sat)
