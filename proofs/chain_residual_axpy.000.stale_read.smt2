; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r426_byte () Int)
(declare-fun r426_0 () Int)
(declare-fun byte () Int)
(declare-fun w427_byte () Int)
(declare-fun w427_0 () Int)
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 0 (* r426_0 1)))) r426_byte))))
 (and (and (>= r426_0 0) (< r426_0 32)) (and (>= r426_byte 0) (< r426_byte 4)) $x219)))
(assert
 (let (($x102 (= byte (+ (+ 0 (* 4 (+ 0 (* w427_0 1)))) w427_byte))))
 (and (and (>= w427_0 0) (< w427_0 32)) (and (>= w427_byte 0) (< w427_byte 4)) $x102)))
(assert
 (let (($x886 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x886))))
(check-sat)
