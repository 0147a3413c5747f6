; program addmm_operand_aliases_acc, addmm.self: self-aliasing (addmm reads arg0_1 vs addmm self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r512_byte () Int)
(declare-fun r512_1 () Int)
(declare-fun r512_0 () Int)
(declare-fun byte () Int)
(declare-fun w513_byte () Int)
(declare-fun w513_1 () Int)
(declare-fun w513_0 () Int)
(assert
 (let ((?x2042 (+ 0 (* 4 (+ 0 (+ (* r512_0 256) (* r512_1 1)))))))
 (and (and (>= r512_0 0) (< r512_0 256)) (and (>= r512_1 0) (< r512_1 256)) (and (>= r512_byte 0) (< r512_byte 4)) (= byte (+ ?x2042 r512_byte)))))
(assert
 (let ((?x2262 (+ 0 (* 4 (+ 0 (+ (* w513_0 256) (* w513_1 1)))))))
(and (and (>= w513_0 0) (< w513_0 256)) (and (>= w513_1 0) (< w513_1 256)) (and (>= w513_byte 0) (< w513_byte 4)) (= byte (+ ?x2262 w513_byte)))))
(check-sat)
