; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r402_byte () Int)
(declare-fun r402_0 () Int)
(declare-fun byte () Int)
(declare-fun w403_byte () Int)
(declare-fun w403_0 () Int)
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 0 (* r402_0 1)))) r402_byte))))
 (and (and (>= r402_0 0) (< r402_0 32)) (and (>= r402_byte 0) (< r402_byte 4)) $x265)))
(assert
 (let (($x2023 (= byte (+ (+ 0 (* 4 (+ 0 (* w403_0 1)))) w403_byte))))
 (and (and (>= w403_0 0) (< w403_0 32)) (and (>= w403_byte 0) (< w403_byte 4)) $x2023)))
(assert
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x187))))
(check-sat)
