; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy_1.y_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy_1 y_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r336_byte () Int)
(declare-fun r336_0 () Int)
(declare-fun byte () Int)
(declare-fun w337_byte () Int)
(declare-fun w337_0 () Int)
(assert
 (let (($x325 (= byte (+ (+ 0 (* 4 (+ 0 (* r336_0 1)))) r336_byte))))
 (and (and (>= r336_0 0) (< r336_0 32)) (and (>= r336_byte 0) (< r336_byte 4)) $x325)))
(assert
 (let (($x273 (= byte (+ (+ 0 (* 4 (+ 0 (* w337_0 1)))) w337_byte))))
 (and (and (>= w337_0 0) (< w337_0 32)) (and (>= w337_byte 0) (< w337_byte 4)) $x273)))
(assert
 (let (($x304 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x304))))
(check-sat)
