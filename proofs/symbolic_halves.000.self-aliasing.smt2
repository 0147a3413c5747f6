; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r138_byte () Int)
(declare-fun r138_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w139_byte () Int)
(declare-fun w139_0 () Int)
(assert
 (let (($x51 (= byte (+ (+ 0 (* 4 (+ 0 (* r138_0 1)))) r138_byte))))
 (and (and (>= r138_0 0) (< r138_0 (div s83 2))) (and (>= r138_byte 0) (< r138_byte 4)) $x51)))
(assert
 (let ((?x264 (+ (+ 0 (* 4 (+ (div s83 2) (* w139_0 1)))) w139_byte)))
 (and (and (>= w139_0 0) (< w139_0 (div s83 2))) (and (>= w139_byte 0) (< w139_byte 4)) (= byte ?x264))))
(assert
 (>= s83 4))
(assert
 (let ((?x232 (div s83 2)))
 (<= ?x232 s83)))
(assert
 (let ((?x232 (div s83 2)))
 (let ((?x58 (* 2 ?x232)))
 (<= ?x58 s83))))
(assert
 (let ((?x232 (div s83 2)))
(<= 2 ?x232)))
(check-sat)
