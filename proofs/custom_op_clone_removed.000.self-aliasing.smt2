; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r950_byte () Int)
(declare-fun r950_0 () Int)
(declare-fun byte () Int)
(declare-fun w951_byte () Int)
(declare-fun w951_0 () Int)
(assert
 (let (($x63 (= byte (+ (+ 0 (* 4 (+ 0 (* r950_0 1)))) r950_byte))))
 (and (and (>= r950_0 0) (< r950_0 16)) (and (>= r950_byte 0) (< r950_byte 4)) $x63)))
(assert
 (let (($x343 (= byte (+ (+ 0 (* 4 (+ 0 (* w951_0 1)))) w951_byte))))
(and (and (>= w951_0 0) (< w951_0 16)) (and (>= w951_byte 0) (< w951_byte 4)) $x343)))
(check-sat)
