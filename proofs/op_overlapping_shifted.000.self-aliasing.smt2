; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r192_byte () Int)
(declare-fun r192_0 () Int)
(declare-fun byte () Int)
(declare-fun w193_byte () Int)
(declare-fun w193_0 () Int)
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 0 (* r192_0 1)))) r192_byte))))
 (and (and (>= r192_0 0) (< r192_0 15)) (and (>= r192_byte 0) (< r192_byte 4)) $x280)))
(assert
 (let (($x420 (= byte (+ (+ 0 (* 4 (+ 1 (* w193_0 1)))) w193_byte))))
(and (and (>= w193_0 0) (< w193_0 15)) (and (>= w193_byte 0) (< w193_byte 4)) $x420)))
(check-sat)
