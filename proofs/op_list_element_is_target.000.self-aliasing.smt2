; program op_list_element_is_target, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r100_byte () Int)
(declare-fun r100_0 () Int)
(declare-fun byte () Int)
(declare-fun w101_byte () Int)
(declare-fun w101_0 () Int)
(assert
 (let (($x210 (= byte (+ (+ 0 (* 4 (+ 0 (* r100_0 1)))) r100_byte))))
 (and (and (>= r100_0 0) (< r100_0 16)) (and (>= r100_byte 0) (< r100_byte 4)) $x210)))
(assert
 (let (($x311 (= byte (+ (+ 0 (* 4 (+ 0 (* w101_0 1)))) w101_byte))))
(and (and (>= w101_0 0) (< w101_0 16)) (and (>= w101_byte 0) (< w101_byte 4)) $x311)))
(check-sat)
