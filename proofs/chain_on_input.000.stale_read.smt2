; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_0 () Int)
(assert
 (let (($x70 (= byte (+ (+ 0 (* 4 (+ 0 (* r308_0 1)))) r308_byte))))
 (and (and (>= r308_0 0) (< r308_0 32)) (and (>= r308_byte 0) (< r308_byte 4)) $x70)))
(assert
 (let (($x118 (= byte (+ (+ 0 (* 4 (+ 0 (* w309_0 1)))) w309_byte))))
 (and (and (>= w309_0 0) (< w309_0 32)) (and (>= w309_byte 0) (< w309_byte 4)) $x118)))
(assert
 (let (($x242 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x242))))
(check-sat)
