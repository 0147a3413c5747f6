; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r560_byte () Int)
(declare-fun r560_0 () Int)
(declare-fun byte () Int)
(declare-fun w561_byte () Int)
(declare-fun w561_0 () Int)
(assert
 (let (($x1653 (= byte (+ (+ 0 (* 4 (+ 0 (* r560_0 1)))) r560_byte))))
 (and (and (>= r560_0 0) (< r560_0 32)) (and (>= r560_byte 0) (< r560_byte 4)) $x1653)))
(assert
 (let (($x1034 (= byte (+ (+ 0 (* 4 (+ 0 (* w561_0 1)))) w561_byte))))
 (and (and (>= w561_0 0) (< w561_0 32)) (and (>= w561_byte 0) (< w561_byte 4)) $x1034)))
(assert
 (let (($x839 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x839))))
(check-sat)
