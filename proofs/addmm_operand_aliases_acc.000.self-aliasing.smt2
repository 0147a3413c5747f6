; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r703_byte () Int)
(declare-fun r703_1 () Int)
(declare-fun r703_0 () Int)
(declare-fun byte () Int)
(declare-fun w704_byte () Int)
(declare-fun w704_1 () Int)
(declare-fun w704_0 () Int)
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* r703_0 256) (* r703_1 1)))))))
 (and (and (>= r703_0 0) (< r703_0 256)) (and (>= r703_1 0) (< r703_1 256)) (and (>= r703_byte 0) (< r703_byte 4)) (= byte (+ ?x402 r703_byte)))))
(assert
 (let ((?x1052 (+ 0 (* 4 (+ 0 (+ (* w704_0 256) (* w704_1 1)))))))
(and (and (>= w704_0 0) (< w704_0 256)) (and (>= w704_1 0) (< w704_1 256)) (and (>= w704_byte 0) (< w704_byte 4)) (= byte (+ ?x1052 w704_byte)))))
(check-sat)
