; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r598_byte () Int)
(declare-fun r598_0 () Int)
(declare-fun byte () Int)
(declare-fun w599_byte () Int)
(declare-fun w599_0 () Int)
(assert
 (let (($x386 (= byte (+ (+ 0 (* 4 (+ 0 (* r598_0 1)))) r598_byte))))
 (and (and (>= r598_0 0) (< r598_0 32)) (and (>= r598_byte 0) (< r598_byte 4)) $x386)))
(assert
 (let (($x605 (= byte (+ (+ 0 (* 4 (+ 0 (* w599_0 1)))) w599_byte))))
 (and (and (>= w599_0 0) (< w599_0 32)) (and (>= w599_byte 0) (< w599_byte 4)) $x605)))
(assert
 (let (($x44287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x44287))))
(check-sat)
