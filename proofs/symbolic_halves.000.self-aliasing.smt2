; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r20_byte () Int)
(declare-fun r20_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w21_byte () Int)
(declare-fun w21_0 () Int)
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 0 (* r20_0 1)))) r20_byte))))
 (and (and (>= r20_0 0) (< r20_0 (div s77 2))) (and (>= r20_byte 0) (< r20_byte 4)) $x24)))
(assert
 (let ((?x35 (+ (+ 0 (* 4 (+ (div s77 2) (* w21_0 1)))) w21_byte)))
 (and (and (>= w21_0 0) (< w21_0 (div s77 2))) (and (>= w21_byte 0) (< w21_byte 4)) (= byte ?x35))))
(assert
 (>= s77 4))
(assert
 (let ((?x21 (div s77 2)))
 (<= ?x21 s77)))
(assert
 (let ((?x21 (div s77 2)))
 (let ((?x156 (* 2 ?x21)))
 (<= ?x156 s77))))
(assert
 (let ((?x21 (div s77 2)))
(<= 2 ?x21)))
(check-sat)
