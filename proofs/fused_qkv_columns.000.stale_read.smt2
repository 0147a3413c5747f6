; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r0_byte () Int)
(declare-fun r0_1 () Int)
(declare-fun r0_0 () Int)
(declare-fun byte () Int)
(declare-fun w1_byte () Int)
(declare-fun w1_1 () Int)
(declare-fun w1_0 () Int)
(assert
 (let ((?x28 (+ (+ 0 (* 4 (+ 0 (+ (* r0_0 24) (* r0_1 1))))) r0_byte)))
 (and (and (>= r0_0 0) (< r0_0 4)) (and (>= r0_1 0) (< r0_1 24)) (and (>= r0_byte 0) (< r0_byte 4)) (= byte ?x28))))
(assert
 (let ((?x50 (+ (+ 0 (* 4 (+ 0 (+ (* w1_0 24) (* w1_1 1))))) w1_byte)))
 (and (and (>= w1_0 0) (< w1_0 4)) (and (>= w1_1 0) (< w1_1 8)) (and (>= w1_byte 0) (< w1_byte 4)) (= byte ?x50))))
(assert
 (let (($x64 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x62 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x65 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x62 $x64)))
(or (or false) (not $x65))))))
(check-sat)
