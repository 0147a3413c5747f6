; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r610_byte () Int)
(declare-fun r610_0 () Int)
(declare-fun byte () Int)
(declare-fun w611_byte () Int)
(declare-fun w611_0 () Int)
(assert
 (let (($x49443 (= byte (+ (+ 0 (* 4 (+ 0 (* r610_0 1)))) r610_byte))))
 (and (and (>= r610_0 0) (< r610_0 16)) (and (>= r610_byte 0) (< r610_byte 4)) $x49443)))
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 0 (* w611_0 1)))) w611_byte))))
(and (and (>= w611_0 0) (< w611_0 16)) (and (>= w611_byte 0) (< w611_byte 4)) $x55)))
(check-sat)
