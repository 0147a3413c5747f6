; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r126_byte () Int)
(declare-fun r126_0 () Int)
(declare-fun byte () Int)
(declare-fun w127_byte () Int)
(declare-fun w127_0 () Int)
(assert
 (let (($x230 (= byte (+ (+ 0 (* 4 (+ 0 (* r126_0 1)))) r126_byte))))
 (and (and (>= r126_0 0) (< r126_0 16)) (and (>= r126_byte 0) (< r126_byte 4)) $x230)))
(assert
 (let (($x221 (= byte (+ (+ 0 (* 4 (+ 0 (* w127_0 1)))) w127_byte))))
(and (and (>= w127_0 0) (< w127_0 16)) (and (>= w127_byte 0) (< w127_byte 4)) $x221)))
(check-sat)
