; program custom_op_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r342_byte () Int)
(declare-fun r342_0 () Int)
(declare-fun byte () Int)
(declare-fun w343_byte () Int)
(declare-fun w343_0 () Int)
(assert
 (let (($x323 (= byte (+ (+ 0 (* 4 (+ 0 (* r342_0 1)))) r342_byte))))
 (and (and (>= r342_0 0) (< r342_0 16)) (and (>= r342_byte 0) (< r342_byte 4)) $x323)))
(assert
 (let (($x262 (= byte (+ (+ 0 (* 4 (+ 0 (* w343_0 1)))) w343_byte))))
(and (and (>= w343_0 0) (< w343_0 16)) (and (>= w343_byte 0) (< w343_byte 4)) $x262)))
(check-sat)
