; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r438_byte () Int)
(declare-fun r438_0 () Int)
(declare-fun byte () Int)
(declare-fun w439_byte () Int)
(declare-fun w439_0 () Int)
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* r438_0 1)))) r438_byte))))
 (and (and (>= r438_0 0) (< r438_0 16)) (and (>= r438_byte 0) (< r438_byte 4)) $x338)))
(assert
 (let (($x388 (= byte (+ (+ 0 (* 4 (+ 0 (* w439_0 1)))) w439_byte))))
(and (and (>= w439_0 0) (< w439_0 16)) (and (>= w439_byte 0) (< w439_byte 4)) $x388)))
(check-sat)
