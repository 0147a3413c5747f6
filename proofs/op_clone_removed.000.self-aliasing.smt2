; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r96_byte () Int)
(declare-fun r96_0 () Int)
(declare-fun byte () Int)
(declare-fun w97_byte () Int)
(declare-fun w97_0 () Int)
(assert
 (let (($x211 (= byte (+ (+ 0 (* 4 (+ 0 (* r96_0 1)))) r96_byte))))
 (and (and (>= r96_0 0) (< r96_0 16)) (and (>= r96_byte 0) (< r96_byte 4)) $x211)))
(assert
 (let (($x296 (= byte (+ (+ 0 (* 4 (+ 0 (* w97_0 1)))) w97_byte))))
(and (and (>= w97_0 0) (< w97_0 16)) (and (>= w97_byte 0) (< w97_byte 4)) $x296)))
(check-sat)
