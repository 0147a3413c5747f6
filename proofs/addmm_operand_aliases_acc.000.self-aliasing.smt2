; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1027_byte () Int)
(declare-fun r1027_1 () Int)
(declare-fun r1027_0 () Int)
(declare-fun byte () Int)
(declare-fun w1028_byte () Int)
(declare-fun w1028_1 () Int)
(declare-fun w1028_0 () Int)
(assert
 (let ((?x1223 (+ 0 (* 4 (+ 0 (+ (* r1027_0 256) (* r1027_1 1)))))))
 (and (and (>= r1027_0 0) (< r1027_0 256)) (and (>= r1027_1 0) (< r1027_1 256)) (and (>= r1027_byte 0) (< r1027_byte 4)) (= byte (+ ?x1223 r1027_byte)))))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* w1028_0 256) (* w1028_1 1)))))))
(and (and (>= w1028_0 0) (< w1028_0 256)) (and (>= w1028_1 0) (< w1028_1 256)) (and (>= w1028_byte 0) (< w1028_byte 4)) (= byte (+ ?x444 w1028_byte)))))
(check-sat)
