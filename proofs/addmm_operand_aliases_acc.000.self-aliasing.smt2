; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1077_byte () Int)
(declare-fun r1077_1 () Int)
(declare-fun r1077_0 () Int)
(declare-fun byte () Int)
(declare-fun w1078_byte () Int)
(declare-fun w1078_1 () Int)
(declare-fun w1078_0 () Int)
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* r1077_0 256) (* r1077_1 1)))))))
 (and (and (>= r1077_0 0) (< r1077_0 256)) (and (>= r1077_1 0) (< r1077_1 256)) (and (>= r1077_byte 0) (< r1077_byte 4)) (= byte (+ ?x455 r1077_byte)))))
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* w1078_0 256) (* w1078_1 1)))))))
(and (and (>= w1078_0 0) (< w1078_0 256)) (and (>= w1078_1 0) (< w1078_1 256)) (and (>= w1078_byte 0) (< w1078_byte 4)) (= byte (+ ?x75 w1078_byte)))))
(check-sat)
