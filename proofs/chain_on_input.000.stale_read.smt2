; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r877_byte () Int)
(declare-fun r877_0 () Int)
(declare-fun byte () Int)
(declare-fun w878_byte () Int)
(declare-fun w878_0 () Int)
(assert
 (let (($x444 (= byte (+ (+ 0 (* 4 (+ 0 (* r877_0 1)))) r877_byte))))
 (and (and (>= r877_0 0) (< r877_0 32)) (and (>= r877_byte 0) (< r877_byte 4)) $x444)))
(assert
 (let (($x715 (= byte (+ (+ 0 (* 4 (+ 0 (* w878_0 1)))) w878_byte))))
 (and (and (>= w878_0 0) (< w878_0 32)) (and (>= w878_byte 0) (< w878_byte 4)) $x715)))
(assert
 (let (($x660 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x660))))
(check-sat)
