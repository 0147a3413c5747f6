; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r608_byte () Int)
(declare-fun r608_0 () Int)
(declare-fun byte () Int)
(declare-fun w609_byte () Int)
(declare-fun w609_0 () Int)
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 0 (* r608_0 1)))) r608_byte))))
 (and (and (>= r608_0 0) (< r608_0 16)) (and (>= r608_byte 0) (< r608_byte 4)) $x288)))
(assert
 (let (($x761 (= byte (+ (+ 0 (* 4 (+ 0 (* w609_0 1)))) w609_byte))))
(and (and (>= w609_0 0) (< w609_0 16)) (and (>= w609_byte 0) (< w609_byte 4)) $x761)))
(check-sat)
