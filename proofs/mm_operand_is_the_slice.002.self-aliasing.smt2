; program mm_operand_is_the_slice, mm_1.out: self-aliasing (mm_1 reads slice_6 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r534_byte () Int)
(declare-fun r534_1 () Int)
(declare-fun r534_0 () Int)
(declare-fun byte () Int)
(declare-fun w535_byte () Int)
(declare-fun w535_1 () Int)
(declare-fun w535_0 () Int)
(assert
 (let ((?x35 (+ 0 (* 4 (+ 16 (+ (* r534_0 4) (* r534_1 1)))))))
 (and (and (>= r534_0 0) (< r534_0 4)) (and (>= r534_1 0) (< r534_1 4)) (and (>= r534_byte 0) (< r534_byte 4)) (= byte (+ ?x35 r534_byte)))))
(assert
 (let ((?x1172 (+ 0 (* 4 (+ 16 (+ (* w535_0 4) (* w535_1 1)))))))
(and (and (>= w535_0 0) (< w535_0 4)) (and (>= w535_1 0) (< w535_1 4)) (and (>= w535_byte 0) (< w535_byte 4)) (= byte (+ ?x1172 w535_byte)))))
(check-sat)
