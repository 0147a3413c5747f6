; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r16_byte () Int)
(declare-fun r16_0 () Int)
(declare-fun byte () Int)
(declare-fun w17_byte () Int)
(declare-fun w17_0 () Int)
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* r16_0 1)))) r16_byte))))
 (and (and (>= r16_0 0) (< r16_0 16)) (and (>= r16_byte 0) (< r16_byte 4)) $x141)))
(assert
 (let (($x66 (= byte (+ (+ 0 (* 4 (+ 0 (* w17_0 1)))) w17_byte))))
 (and (and (>= w17_0 0) (< w17_0 16)) (and (>= w17_byte 0) (< w17_byte 4)) $x66)))
(assert
 (let (($x65 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x65))))
(check-sat)
