; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r2_byte () Int)
(declare-fun r2_1 () Int)
(declare-fun r2_0 () Int)
(declare-fun byte () Int)
(declare-fun w3_byte () Int)
(declare-fun w3_1 () Int)
(declare-fun w3_0 () Int)
(assert
 (let ((?x87 (+ (+ 0 (* 4 (+ 0 (+ (* r2_0 24) (* r2_1 1))))) r2_byte)))
 (and (and (>= r2_0 0) (< r2_0 4)) (and (>= r2_1 0) (< r2_1 24)) (and (>= r2_byte 0) (< r2_byte 4)) (= byte ?x87))))
(assert
 (let ((?x121 (+ (+ 0 (* 4 (+ 0 (+ (* w3_0 24) (* w3_1 1))))) w3_byte)))
 (and (and (>= w3_0 0) (< w3_0 4)) (and (>= w3_1 0) (< w3_1 8)) (and (>= w3_byte 0) (< w3_byte 4)) (= byte ?x121))))
(assert
 (let (($x64 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x99 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x101 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x99 $x64)))
(or (or false) (not $x101))))))
(check-sat)
