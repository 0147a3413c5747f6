; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r146_byte () Int)
(declare-fun r146_0 () Int)
(declare-fun byte () Int)
(declare-fun w147_byte () Int)
(declare-fun w147_0 () Int)
(assert
 (let (($x2023 (= byte (+ (+ 0 (* 4 (+ 0 (* r146_0 1)))) r146_byte))))
 (and (and (>= r146_0 0) (< r146_0 15)) (and (>= r146_byte 0) (< r146_byte 4)) $x2023)))
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 1 (* w147_0 1)))) w147_byte))))
(and (and (>= w147_0 0) (< w147_0 15)) (and (>= w147_byte 0) (< w147_byte 4)) $x82)))
(check-sat)
