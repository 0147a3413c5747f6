; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r6_byte () Int)
(declare-fun r6_1 () Int)
(declare-fun r6_0 () Int)
(declare-fun byte () Int)
(declare-fun w7_byte () Int)
(declare-fun w7_1 () Int)
(declare-fun w7_0 () Int)
(assert
 (let ((?x116 (+ (+ 0 (* 4 (+ 0 (+ (* r6_0 24) (* r6_1 1))))) r6_byte)))
 (and (and (>= r6_0 0) (< r6_0 4)) (and (>= r6_1 0) (< r6_1 24)) (and (>= r6_byte 0) (< r6_byte 4)) (= byte ?x116))))
(assert
 (let ((?x166 (+ (+ 0 (* 4 (+ 8 (+ (* w7_0 24) (* w7_1 1))))) w7_byte)))
 (and (and (>= w7_0 0) (< w7_0 4)) (and (>= w7_1 0) (< w7_1 8)) (and (>= w7_byte 0) (< w7_byte 4)) (= byte ?x166))))
(assert
 (let (($x85 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x159 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x90 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x159 $x85)))
(or (or false) (not $x90))))))
(check-sat)
