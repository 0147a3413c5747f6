; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r898_byte () Int)
(declare-fun r898_0 () Int)
(declare-fun byte () Int)
(declare-fun w899_byte () Int)
(declare-fun w899_0 () Int)
(assert
 (let (($x714 (= byte (+ (+ 0 (* 4 (+ 0 (* r898_0 1)))) r898_byte))))
 (and (and (>= r898_0 0) (< r898_0 16)) (and (>= r898_byte 0) (< r898_byte 4)) $x714)))
(assert
 (let (($x347 (= byte (+ (+ 0 (* 4 (+ 0 (* w899_0 1)))) w899_byte))))
(and (and (>= w899_0 0) (< w899_0 16)) (and (>= w899_byte 0) (< w899_byte 4)) $x347)))
(check-sat)
