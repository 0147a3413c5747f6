; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r172_byte () Int)
(declare-fun r172_0 () Int)
(declare-fun byte () Int)
(declare-fun w173_byte () Int)
(declare-fun w173_0 () Int)
(assert
 (let (($x448 (= byte (+ (+ 0 (* 4 (+ 0 (* r172_0 1)))) r172_byte))))
 (and (and (>= r172_0 0) (< r172_0 16)) (and (>= r172_byte 0) (< r172_byte 4)) $x448)))
(assert
 (let (($x102 (= byte (+ (+ 0 (* 4 (+ 0 (* w173_0 1)))) w173_byte))))
(and (and (>= w173_0 0) (< w173_0 16)) (and (>= w173_byte 0) (< w173_byte 4)) $x102)))
(check-sat)
