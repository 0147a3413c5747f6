; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r181_byte () Int)
(declare-fun r181_0 () Int)
(declare-fun byte () Int)
(declare-fun w182_byte () Int)
(declare-fun w182_0 () Int)
(assert
 (let (($x261 (= byte (+ (+ 0 (* 4 (+ 0 (* r181_0 1)))) r181_byte))))
 (and (and (>= r181_0 0) (< r181_0 15)) (and (>= r181_byte 0) (< r181_byte 4)) $x261)))
(assert
 (let (($x342 (= byte (+ (+ 0 (* 4 (+ 1 (* w182_0 1)))) w182_byte))))
(and (and (>= w182_0 0) (< w182_0 15)) (and (>= w182_byte 0) (< w182_byte 4)) $x342)))
(check-sat)
