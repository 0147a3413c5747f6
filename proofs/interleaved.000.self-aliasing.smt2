; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r8_byte () Int)
(declare-fun r8_0 () Int)
(declare-fun byte () Int)
(declare-fun w9_byte () Int)
(declare-fun w9_0 () Int)
(assert
 (let (($x63 (= byte (+ (+ 0 (* 4 (+ 0 (* r8_0 2)))) r8_byte))))
 (and (and (>= r8_0 0) (< r8_0 16)) (and (>= r8_byte 0) (< r8_byte 4)) $x63)))
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 1 (* w9_0 2)))) w9_byte))))
(and (and (>= w9_0 0) (< w9_0 16)) (and (>= w9_byte 0) (< w9_byte 4)) $x69)))
(check-sat)
