; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r938_byte () Int)
(declare-fun r938_0 () Int)
(declare-fun byte () Int)
(declare-fun w939_byte () Int)
(declare-fun w939_0 () Int)
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 0 (* r938_0 1)))) r938_byte))))
 (and (and (>= r938_0 0) (< r938_0 32)) (and (>= r938_byte 0) (< r938_byte 4)) $x153)))
(assert
 (let (($x576 (= byte (+ (+ 0 (* 4 (+ 0 (* w939_0 1)))) w939_byte))))
 (and (and (>= w939_0 0) (< w939_0 32)) (and (>= w939_byte 0) (< w939_byte 4)) $x576)))
(assert
 (let (($x545 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x545))))
(check-sat)
