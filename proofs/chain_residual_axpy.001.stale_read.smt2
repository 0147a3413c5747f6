; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy_1.y_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy_1 y_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r600_byte () Int)
(declare-fun r600_0 () Int)
(declare-fun byte () Int)
(declare-fun w601_byte () Int)
(declare-fun w601_0 () Int)
(assert
 (let (($x49431 (= byte (+ (+ 0 (* 4 (+ 0 (* r600_0 1)))) r600_byte))))
 (and (and (>= r600_0 0) (< r600_0 32)) (and (>= r600_byte 0) (< r600_byte 4)) $x49431)))
(assert
 (let (($x37308 (= byte (+ (+ 0 (* 4 (+ 0 (* w601_0 1)))) w601_byte))))
 (and (and (>= w601_0 0) (< w601_0 32)) (and (>= w601_byte 0) (< w601_byte 4)) $x37308)))
(assert
 (let (($x44287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x44287))))
(check-sat)
