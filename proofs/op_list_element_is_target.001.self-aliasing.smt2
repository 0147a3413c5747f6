; program op_list_element_is_target, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r165_byte () Int)
(declare-fun r165_0 () Int)
(declare-fun byte () Int)
(declare-fun w166_byte () Int)
(declare-fun w166_0 () Int)
(assert
 (let (($x282 (= byte (+ (+ 0 (* 4 (+ 0 (* r165_0 1)))) r165_byte))))
 (and (and (>= r165_0 0) (< r165_0 16)) (and (>= r165_byte 0) (< r165_byte 4)) $x282)))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* w166_0 1)))) w166_byte))))
(and (and (>= w166_0 0) (< w166_0 16)) (and (>= w166_byte 0) (< w166_byte 4)) $x42)))
(check-sat)
