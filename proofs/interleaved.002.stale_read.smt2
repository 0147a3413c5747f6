; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r12_byte () Int)
(declare-fun r12_0 () Int)
(declare-fun byte () Int)
(declare-fun w13_byte () Int)
(declare-fun w13_0 () Int)
(assert
 (let (($x156 (= byte (+ (+ 0 (* 4 (+ 0 (* r12_0 1)))) r12_byte))))
 (and (and (>= r12_0 0) (< r12_0 32)) (and (>= r12_byte 0) (< r12_byte 4)) $x156)))
(assert
 (let (($x12 (= byte (+ (+ 0 (* 4 (+ 1 (* w13_0 2)))) w13_byte))))
 (and (and (>= w13_0 0) (< w13_0 16)) (and (>= w13_byte 0) (< w13_byte 4)) $x12)))
(assert
 (let (($x160 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x160))))
(check-sat)
