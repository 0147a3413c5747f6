; program clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r14_byte () Int)
(declare-fun r14_0 () Int)
(declare-fun byte () Int)
(declare-fun w15_byte () Int)
(declare-fun w15_0 () Int)
(assert
 (let (($x66 (= byte (+ (+ 0 (* 4 (+ 0 (* r14_0 1)))) r14_byte))))
 (and (and (>= r14_0 0) (< r14_0 16)) (and (>= r14_byte 0) (< r14_byte 4)) $x66)))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* w15_0 1)))) w15_byte))))
(and (and (>= w15_0 0) (< w15_0 16)) (and (>= w15_byte 0) (< w15_byte 4)) $x42)))
(check-sat)
