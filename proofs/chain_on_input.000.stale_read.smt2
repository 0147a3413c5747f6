; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r881_byte () Int)
(declare-fun r881_0 () Int)
(declare-fun byte () Int)
(declare-fun w882_byte () Int)
(declare-fun w882_0 () Int)
(assert
 (let (($x307 (= byte (+ (+ 0 (* 4 (+ 0 (* r881_0 1)))) r881_byte))))
 (and (and (>= r881_0 0) (< r881_0 32)) (and (>= r881_byte 0) (< r881_byte 4)) $x307)))
(assert
 (let (($x208 (= byte (+ (+ 0 (* 4 (+ 0 (* w882_0 1)))) w882_byte))))
 (and (and (>= w882_0 0) (< w882_0 32)) (and (>= w882_byte 0) (< w882_byte 4)) $x208)))
(assert
 (let (($x653 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x653))))
(check-sat)
