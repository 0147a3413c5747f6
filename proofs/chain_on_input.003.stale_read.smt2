; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r884_byte () Int)
(declare-fun r884_0 () Int)
(declare-fun byte () Int)
(declare-fun w885_byte () Int)
(declare-fun w885_0 () Int)
(assert
 (let (($x157 (= byte (+ (+ 0 (* 4 (+ 0 (* r884_0 1)))) r884_byte))))
 (and (and (>= r884_0 0) (< r884_0 32)) (and (>= r884_byte 0) (< r884_byte 4)) $x157)))
(assert
 (let (($x480 (= byte (+ (+ 0 (* 4 (+ 16 (* w885_0 1)))) w885_byte))))
 (and (and (>= w885_0 0) (< w885_0 16)) (and (>= w885_byte 0) (< w885_byte 4)) $x480)))
(assert
 (let (($x155 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x155))))
(check-sat)
