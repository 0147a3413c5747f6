; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy_1.y_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy_1 y_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_0 () Int)
(assert
 (let (($x310 (= byte (+ (+ 0 (* 4 (+ 0 (* r352_0 1)))) r352_byte))))
 (and (and (>= r352_0 0) (< r352_0 32)) (and (>= r352_byte 0) (< r352_byte 4)) $x310)))
(assert
 (let (($x121 (= byte (+ (+ 0 (* 4 (+ 0 (* w353_0 1)))) w353_byte))))
 (and (and (>= w353_0 0) (< w353_0 32)) (and (>= w353_byte 0) (< w353_byte 4)) $x121)))
(assert
 (let (($x312 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x312))))
(check-sat)
