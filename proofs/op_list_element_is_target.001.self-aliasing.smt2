; program op_list_element_is_target, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r178_byte () Int)
(declare-fun r178_0 () Int)
(declare-fun byte () Int)
(declare-fun w179_byte () Int)
(declare-fun w179_0 () Int)
(assert
 (let (($x211 (= byte (+ (+ 0 (* 4 (+ 0 (* r178_0 1)))) r178_byte))))
 (and (and (>= r178_0 0) (< r178_0 16)) (and (>= r178_byte 0) (< r178_byte 4)) $x211)))
(assert
 (let (($x541 (= byte (+ (+ 0 (* 4 (+ 0 (* w179_0 1)))) w179_byte))))
(and (and (>= w179_0 0) (< w179_0 16)) (and (>= w179_byte 0) (< w179_byte 4)) $x541)))
(check-sat)
