; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r340_byte () Int)
(declare-fun r340_0 () Int)
(declare-fun byte () Int)
(declare-fun w341_byte () Int)
(declare-fun w341_0 () Int)
(assert
 (let (($x228 (= byte (+ (+ 0 (* 4 (+ 0 (* r340_0 1)))) r340_byte))))
 (and (and (>= r340_0 0) (< r340_0 16)) (and (>= r340_byte 0) (< r340_byte 4)) $x228)))
(assert
 (let (($x220 (= byte (+ (+ 0 (* 4 (+ 0 (* w341_0 1)))) w341_byte))))
(and (and (>= w341_0 0) (< w341_0 16)) (and (>= w341_byte 0) (< w341_byte 4)) $x220)))
(check-sat)
