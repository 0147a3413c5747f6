; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy_1.y_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy_1 y_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r936_byte () Int)
(declare-fun r936_0 () Int)
(declare-fun byte () Int)
(declare-fun w937_byte () Int)
(declare-fun w937_0 () Int)
(assert
 (let (($x651 (= byte (+ (+ 0 (* 4 (+ 0 (* r936_0 1)))) r936_byte))))
 (and (and (>= r936_0 0) (< r936_0 32)) (and (>= r936_byte 0) (< r936_byte 4)) $x651)))
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* w937_0 1)))) w937_byte))))
 (and (and (>= w937_0 0) (< w937_0 32)) (and (>= w937_byte 0) (< w937_byte 4)) $x222)))
(assert
 (let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x446))))
(check-sat)
