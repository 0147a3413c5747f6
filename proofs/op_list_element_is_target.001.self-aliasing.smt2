; program op_list_element_is_target, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r167_byte () Int)
(declare-fun r167_0 () Int)
(declare-fun byte () Int)
(declare-fun w168_byte () Int)
(declare-fun w168_0 () Int)
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* r167_0 1)))) r167_byte))))
 (and (and (>= r167_0 0) (< r167_0 16)) (and (>= r167_byte 0) (< r167_byte 4)) $x113)))
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 0 (* w168_0 1)))) w168_byte))))
(and (and (>= w168_0 0) (< w168_0 16)) (and (>= w168_byte 0) (< w168_byte 4)) $x152)))
(check-sat)
