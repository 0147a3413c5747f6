; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r110_byte () Int)
(declare-fun r110_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w111_byte () Int)
(declare-fun w111_0 () Int)
(assert
 (let (($x159 (= byte (+ (+ 0 (* 4 (+ 0 (* r110_0 1)))) r110_byte))))
 (and (and (>= r110_0 0) (< r110_0 (div s83 2))) (and (>= r110_byte 0) (< r110_byte 4)) $x159)))
(assert
 (let ((?x84 (+ (+ 0 (* 4 (+ (div s83 2) (* w111_0 1)))) w111_byte)))
 (and (and (>= w111_0 0) (< w111_0 (div s83 2))) (and (>= w111_byte 0) (< w111_byte 4)) (= byte ?x84))))
(assert
 (>= s83 4))
(assert
 (let ((?x276 (div s83 2)))
 (<= ?x276 s83)))
(assert
 (let ((?x276 (div s83 2)))
 (let ((?x29 (* 2 ?x276)))
 (<= ?x29 s83))))
(assert
 (let ((?x276 (div s83 2)))
(<= 2 ?x276)))
(check-sat)
