; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1081_byte () Int)
(declare-fun r1081_1 () Int)
(declare-fun r1081_0 () Int)
(declare-fun byte () Int)
(declare-fun w1082_byte () Int)
(declare-fun w1082_1 () Int)
(declare-fun w1082_0 () Int)
(assert
 (let ((?x691 (+ 0 (* 4 (+ 0 (+ (* r1081_0 256) (* r1081_1 1)))))))
 (and (and (>= r1081_0 0) (< r1081_0 256)) (and (>= r1081_1 0) (< r1081_1 256)) (and (>= r1081_byte 0) (< r1081_byte 4)) (= byte (+ ?x691 r1081_byte)))))
(assert
 (let ((?x720 (+ 0 (* 4 (+ 0 (+ (* w1082_0 256) (* w1082_1 1)))))))
(and (and (>= w1082_0 0) (< w1082_0 256)) (and (>= w1082_1 0) (< w1082_1 256)) (and (>= w1082_byte 0) (< w1082_byte 4)) (= byte (+ ?x720 w1082_byte)))))
(check-sat)
