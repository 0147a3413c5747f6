; program chain_residual_axpy, triton_kernel_wrapper_functional_proxy.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy y_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r886_byte () Int)
(declare-fun r886_0 () Int)
(declare-fun byte () Int)
(declare-fun w887_byte () Int)
(declare-fun w887_0 () Int)
(assert
 (let (($x677 (= byte (+ (+ 0 (* 4 (+ 0 (* r886_0 1)))) r886_byte))))
 (and (and (>= r886_0 0) (< r886_0 32)) (and (>= r886_byte 0) (< r886_byte 4)) $x677)))
(assert
 (let (($x616 (= byte (+ (+ 0 (* 4 (+ 0 (* w887_0 1)))) w887_byte))))
 (and (and (>= w887_0 0) (< w887_0 32)) (and (>= w887_byte 0) (< w887_byte 4)) $x616)))
(assert
 (let (($x713 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x713))))
(check-sat)
