; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r705_byte () Int)
(declare-fun r705_1 () Int)
(declare-fun r705_0 () Int)
(declare-fun byte () Int)
(declare-fun w706_byte () Int)
(declare-fun w706_1 () Int)
(declare-fun w706_0 () Int)
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* r705_0 256) (* r705_1 1)))))))
 (and (and (>= r705_0 0) (< r705_0 256)) (and (>= r705_1 0) (< r705_1 256)) (and (>= r705_byte 0) (< r705_byte 4)) (= byte (+ ?x317 r705_byte)))))
(assert
 (let ((?x3734 (+ 0 (* 4 (+ 0 (+ (* w706_0 256) (* w706_1 1)))))))
(and (and (>= w706_0 0) (< w706_0 256)) (and (>= w706_1 0) (< w706_1 256)) (and (>= w706_byte 0) (< w706_byte 4)) (= byte (+ ?x3734 w706_byte)))))
(check-sat)
