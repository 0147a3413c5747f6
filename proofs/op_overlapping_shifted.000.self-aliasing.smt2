; program op_overlapping_shifted, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads slice_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r106_byte () Int)
(declare-fun r106_0 () Int)
(declare-fun byte () Int)
(declare-fun w107_byte () Int)
(declare-fun w107_0 () Int)
(assert
 (let (($x198 (= byte (+ (+ 0 (* 4 (+ 0 (* r106_0 1)))) r106_byte))))
 (and (and (>= r106_0 0) (< r106_0 15)) (and (>= r106_byte 0) (< r106_byte 4)) $x198)))
(assert
 (let (($x83 (= byte (+ (+ 0 (* 4 (+ 1 (* w107_0 1)))) w107_byte))))
(and (and (>= w107_0 0) (< w107_0 15)) (and (>= w107_byte 0) (< w107_byte 4)) $x83)))
(check-sat)
