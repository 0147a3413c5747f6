; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r10_byte () Int)
(declare-fun r10_0 () Int)
(declare-fun byte () Int)
(declare-fun w11_byte () Int)
(declare-fun w11_0 () Int)
(assert
 (let (($x176 (= byte (+ (+ 0 (* 4 (+ 0 (* r10_0 1)))) r10_byte))))
 (and (and (>= r10_0 0) (< r10_0 32)) (and (>= r10_byte 0) (< r10_byte 4)) $x176)))
(assert
 (let (($x56 (= byte (+ (+ 0 (* 4 (+ 1 (* w11_0 2)))) w11_byte))))
 (and (and (>= w11_0 0) (< w11_0 16)) (and (>= w11_byte 0) (< w11_byte 4)) $x56)))
(assert
 (let (($x54 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 2) 16) (= (mod (- (div (- byte 0) 4) 1) 2) 0))))
(or (or false) (not $x54))))
(check-sat)
