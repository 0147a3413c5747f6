; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r934_byte () Int)
(declare-fun r934_0 () Int)
(declare-fun byte () Int)
(declare-fun w935_byte () Int)
(declare-fun w935_0 () Int)
(assert
 (let (($x203 (= byte (+ (+ 0 (* 4 (+ 0 (* r934_0 1)))) r934_byte))))
 (and (and (>= r934_0 0) (< r934_0 32)) (and (>= r934_byte 0) (< r934_byte 4)) $x203)))
(assert
 (let (($x504 (= byte (+ (+ 0 (* 4 (+ 0 (* w935_0 1)))) w935_byte))))
 (and (and (>= w935_0 0) (< w935_0 32)) (and (>= w935_byte 0) (< w935_byte 4)) $x504)))
(assert
 (let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x446))))
(check-sat)
