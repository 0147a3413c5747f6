; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r596_byte () Int)
(declare-fun r596_0 () Int)
(declare-fun byte () Int)
(declare-fun w597_byte () Int)
(declare-fun w597_0 () Int)
(assert
 (let (($x751 (= byte (+ (+ 0 (* 4 (+ 0 (* r596_0 1)))) r596_byte))))
 (and (and (>= r596_0 0) (< r596_0 32)) (and (>= r596_byte 0) (< r596_byte 4)) $x751)))
(assert
 (let (($x1159 (= byte (+ (+ 0 (* 4 (+ 0 (* w597_0 1)))) w597_byte))))
 (and (and (>= w597_0 0) (< w597_0 32)) (and (>= w597_byte 0) (< w597_byte 4)) $x1159)))
(assert
 (let (($x960 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x960))))
(check-sat)
