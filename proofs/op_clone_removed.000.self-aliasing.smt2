; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r161_byte () Int)
(declare-fun r161_0 () Int)
(declare-fun byte () Int)
(declare-fun w162_byte () Int)
(declare-fun w162_0 () Int)
(assert
 (let (($x296 (= byte (+ (+ 0 (* 4 (+ 0 (* r161_0 1)))) r161_byte))))
 (and (and (>= r161_0 0) (< r161_0 16)) (and (>= r161_byte 0) (< r161_byte 4)) $x296)))
(assert
 (let (($x673 (= byte (+ (+ 0 (* 4 (+ 0 (* w162_0 1)))) w162_byte))))
(and (and (>= w162_0 0) (< w162_0 16)) (and (>= w162_byte 0) (< w162_byte 4)) $x673)))
(check-sat)
