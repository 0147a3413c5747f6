; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r946_byte () Int)
(declare-fun r946_0 () Int)
(declare-fun byte () Int)
(declare-fun w947_byte () Int)
(declare-fun w947_0 () Int)
(assert
 (let (($x486 (= byte (+ (+ 0 (* 4 (+ 0 (* r946_0 1)))) r946_byte))))
 (and (and (>= r946_0 0) (< r946_0 16)) (and (>= r946_byte 0) (< r946_byte 4)) $x486)))
(assert
 (let (($x590 (= byte (+ (+ 0 (* 4 (+ 0 (* w947_0 1)))) w947_byte))))
(and (and (>= w947_0 0) (< w947_0 16)) (and (>= w947_byte 0) (< w947_byte 4)) $x590)))
(check-sat)
