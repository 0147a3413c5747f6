; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r358_byte () Int)
(declare-fun r358_0 () Int)
(declare-fun byte () Int)
(declare-fun w359_byte () Int)
(declare-fun w359_0 () Int)
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 0 (* r358_0 1)))) r358_byte))))
 (and (and (>= r358_0 0) (< r358_0 16)) (and (>= r358_byte 0) (< r358_byte 4)) $x82)))
(assert
 (let (($x394 (= byte (+ (+ 0 (* 4 (+ 0 (* w359_0 1)))) w359_byte))))
(and (and (>= w359_0 0) (< w359_0 16)) (and (>= w359_byte 0) (< w359_byte 4)) $x394)))
(check-sat)
