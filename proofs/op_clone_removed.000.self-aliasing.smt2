; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r98_byte () Int)
(declare-fun r98_0 () Int)
(declare-fun byte () Int)
(declare-fun w99_byte () Int)
(declare-fun w99_0 () Int)
(assert
 (let (($x311 (= byte (+ (+ 0 (* 4 (+ 0 (* r98_0 1)))) r98_byte))))
 (and (and (>= r98_0 0) (< r98_0 16)) (and (>= r98_byte 0) (< r98_byte 4)) $x311)))
(assert
 (let (($x313 (= byte (+ (+ 0 (* 4 (+ 0 (* w99_0 1)))) w99_byte))))
(and (and (>= w99_0 0) (< w99_0 16)) (and (>= w99_byte 0) (< w99_byte 4)) $x313)))
(check-sat)
