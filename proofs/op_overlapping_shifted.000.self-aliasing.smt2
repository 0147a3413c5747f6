; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r104_byte () Int)
(declare-fun r104_0 () Int)
(declare-fun byte () Int)
(declare-fun w105_byte () Int)
(declare-fun w105_0 () Int)
(assert
 (let (($x217 (= byte (+ (+ 0 (* 4 (+ 0 (* r104_0 1)))) r104_byte))))
 (and (and (>= r104_0 0) (< r104_0 15)) (and (>= r104_byte 0) (< r104_byte 4)) $x217)))
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 1 (* w105_0 1)))) w105_byte))))
(and (and (>= w105_0 0) (< w105_0 15)) (and (>= w105_byte 0) (< w105_byte 4)) $x67)))
(check-sat)
