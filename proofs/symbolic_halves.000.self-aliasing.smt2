; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r20_byte () Int)
(declare-fun r20_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w21_byte () Int)
(declare-fun w21_0 () Int)
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 0 (+ (* r20_0 1))))) r20_byte))))
 (and (and (>= r20_0 0) (< r20_0 (div s77 2))) (and (>= r20_byte 0) (< r20_byte 4)) $x103)))
(assert
 (let ((?x18 (+ (+ 0 (* 4 (+ (div s77 2) (+ (* w21_0 1))))) w21_byte)))
 (and (and (>= w21_0 0) (< w21_0 (div s77 2))) (and (>= w21_byte 0) (< w21_byte 4)) (= byte ?x18))))
(assert
 (>= s77 4))
(assert
 (let ((?x108 (div s77 2)))
 (<= ?x108 s77)))
(assert
 (let ((?x108 (div s77 2)))
 (let ((?x65 (* 2 ?x108)))
 (<= ?x65 s77))))
(assert
 (let ((?x108 (div s77 2)))
(<= 2 ?x108)))
(check-sat)
