; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r310_byte () Int)
(declare-fun r310_0 () Int)
(declare-fun byte () Int)
(declare-fun w311_byte () Int)
(declare-fun w311_0 () Int)
(assert
 (let (($x134 (= byte (+ (+ 0 (* 4 (+ 0 (* r310_0 1)))) r310_byte))))
 (and (and (>= r310_0 0) (< r310_0 32)) (and (>= r310_byte 0) (< r310_byte 4)) $x134)))
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* w311_0 1)))) w311_byte))))
 (and (and (>= w311_0 0) (< w311_0 32)) (and (>= w311_byte 0) (< w311_byte 4)) $x143)))
(assert
 (let (($x278 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x278))))
(check-sat)
