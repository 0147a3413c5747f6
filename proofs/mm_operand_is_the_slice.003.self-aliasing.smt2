; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r731_byte () Int)
(declare-fun r731_1 () Int)
(declare-fun r731_0 () Int)
(declare-fun byte () Int)
(declare-fun w732_byte () Int)
(declare-fun w732_1 () Int)
(declare-fun w732_0 () Int)
(assert
 (let ((?x546 (+ 0 (* 4 (+ 16 (+ (* r731_0 4) (* r731_1 1)))))))
 (and (and (>= r731_0 0) (< r731_0 4)) (and (>= r731_1 0) (< r731_1 4)) (and (>= r731_byte 0) (< r731_byte 4)) (= byte (+ ?x546 r731_byte)))))
(assert
 (let ((?x813 (+ 0 (* 4 (+ 16 (+ (* w732_0 4) (* w732_1 1)))))))
(and (and (>= w732_0 0) (< w732_0 4)) (and (>= w732_1 0) (< w732_1 4)) (and (>= w732_byte 0) (< w732_byte 4)) (= byte (+ ?x813 w732_byte)))))
(check-sat)
