; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy_1.y_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy_1 y_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r428_byte () Int)
(declare-fun r428_0 () Int)
(declare-fun byte () Int)
(declare-fun w429_byte () Int)
(declare-fun w429_0 () Int)
(assert
 (let (($x2702 (= byte (+ (+ 0 (* 4 (+ 0 (* r428_0 1)))) r428_byte))))
 (and (and (>= r428_0 0) (< r428_0 32)) (and (>= r428_byte 0) (< r428_byte 4)) $x2702)))
(assert
 (let (($x851 (= byte (+ (+ 0 (* 4 (+ 0 (* w429_0 1)))) w429_byte))))
 (and (and (>= w429_0 0) (< w429_0 32)) (and (>= w429_byte 0) (< w429_byte 4)) $x851)))
(assert
 (let (($x886 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x886))))
(check-sat)
