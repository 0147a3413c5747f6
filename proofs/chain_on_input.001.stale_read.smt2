; program chain_on_input, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r879_byte () Int)
(declare-fun r879_0 () Int)
(declare-fun byte () Int)
(declare-fun w880_byte () Int)
(declare-fun w880_0 () Int)
(assert
 (let (($x148 (= byte (+ (+ 0 (* 4 (+ 0 (* r879_0 1)))) r879_byte))))
 (and (and (>= r879_0 0) (< r879_0 32)) (and (>= r879_byte 0) (< r879_byte 4)) $x148)))
(assert
 (let (($x365 (= byte (+ (+ 0 (* 4 (+ 0 (* w880_0 1)))) w880_byte))))
 (and (and (>= w880_0 0) (< w880_0 32)) (and (>= w880_byte 0) (< w880_byte 4)) $x365)))
(assert
 (let (($x660 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x660))))
(check-sat)
