; program op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r159_byte () Int)
(declare-fun r159_0 () Int)
(declare-fun byte () Int)
(declare-fun w160_byte () Int)
(declare-fun w160_0 () Int)
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 0 (* r159_0 1)))) r159_byte))))
 (and (and (>= r159_0 0) (< r159_0 16)) (and (>= r159_byte 0) (< r159_byte 4)) $x55)))
(assert
 (let (($x231 (= byte (+ (+ 0 (* 4 (+ 0 (* w160_0 1)))) w160_byte))))
(and (and (>= w160_0 0) (< w160_0 16)) (and (>= w160_byte 0) (< w160_byte 4)) $x231)))
(check-sat)
