; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r4_byte () Int)
(declare-fun r4_1 () Int)
(declare-fun r4_0 () Int)
(declare-fun byte () Int)
(declare-fun w5_byte () Int)
(declare-fun w5_1 () Int)
(declare-fun w5_0 () Int)
(assert
 (let ((?x81 (+ (+ 0 (* 4 (+ 0 (+ (* r4_0 24) (* r4_1 1))))) r4_byte)))
 (and (and (>= r4_0 0) (< r4_0 4)) (and (>= r4_1 0) (< r4_1 24)) (and (>= r4_byte 0) (< r4_byte 4)) (= byte ?x81))))
(assert
 (let ((?x69 (+ (+ 0 (* 4 (+ 8 (+ (* w5_0 24) (* w5_1 1))))) w5_byte)))
 (and (and (>= w5_0 0) (< w5_0 4)) (and (>= w5_1 0) (< w5_1 8)) (and (>= w5_byte 0) (< w5_byte 4)) (= byte ?x69))))
(assert
 (let (($x45 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x50 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x46 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x50 $x45)))
(or (or false) (not $x46))))))
(check-sat)
