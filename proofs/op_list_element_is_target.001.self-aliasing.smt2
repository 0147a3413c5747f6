; program op_list_element_is_target, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r132_byte () Int)
(declare-fun r132_0 () Int)
(declare-fun byte () Int)
(declare-fun w133_byte () Int)
(declare-fun w133_0 () Int)
(assert
 (let (($x316 (= byte (+ (+ 0 (* 4 (+ 0 (* r132_0 1)))) r132_byte))))
 (and (and (>= r132_0 0) (< r132_0 16)) (and (>= r132_byte 0) (< r132_byte 4)) $x316)))
(assert
 (let (($x127 (= byte (+ (+ 0 (* 4 (+ 0 (* w133_0 1)))) w133_byte))))
(and (and (>= w133_0 0) (< w133_0 16)) (and (>= w133_byte 0) (< w133_byte 4)) $x127)))
(check-sat)
