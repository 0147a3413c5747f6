; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r179_byte () Int)
(declare-fun r179_0 () Int)
(declare-fun byte () Int)
(declare-fun w180_byte () Int)
(declare-fun w180_0 () Int)
(assert
 (let (($x1401 (= byte (+ (+ 0 (* 4 (+ 0 (* r179_0 1)))) r179_byte))))
 (and (and (>= r179_0 0) (< r179_0 15)) (and (>= r179_byte 0) (< r179_byte 4)) $x1401)))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 1 (* w180_0 1)))) w180_byte))))
(and (and (>= w180_0 0) (< w180_0 15)) (and (>= w180_byte 0) (< w180_byte 4)) $x92)))
(check-sat)
