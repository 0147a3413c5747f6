; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r82_byte () Int)
(declare-fun r82_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w83_byte () Int)
(declare-fun w83_0 () Int)
(assert
 (let (($x102 (= byte (+ (+ 0 (* 4 (+ 0 (* r82_0 1)))) r82_byte))))
 (and (and (>= r82_0 0) (< r82_0 (div s83 2))) (and (>= r82_byte 0) (< r82_byte 4)) $x102)))
(assert
 (let ((?x166 (+ (+ 0 (* 4 (+ (div s83 2) (* w83_0 1)))) w83_byte)))
 (and (and (>= w83_0 0) (< w83_0 (div s83 2))) (and (>= w83_byte 0) (< w83_byte 4)) (= byte ?x166))))
(assert
 (>= s83 4))
(assert
 (let ((?x182 (div s83 2)))
 (<= ?x182 s83)))
(assert
 (let ((?x182 (div s83 2)))
 (let ((?x207 (* 2 ?x182)))
 (<= ?x207 s83))))
(assert
 (let ((?x182 (div s83 2)))
(<= 2 ?x182)))
(check-sat)
