; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r829_byte () Int)
(declare-fun r829_0 () Int)
(declare-fun byte () Int)
(declare-fun w830_byte () Int)
(declare-fun w830_0 () Int)
(assert
 (let (($x671 (= byte (+ (+ 0 (* 4 (+ 0 (* r829_0 1)))) r829_byte))))
 (and (and (>= r829_0 0) (< r829_0 32)) (and (>= r829_byte 0) (< r829_byte 4)) $x671)))
(assert
 (let (($x349 (= byte (+ (+ 0 (* 4 (+ 0 (* w830_0 1)))) w830_byte))))
 (and (and (>= w830_0 0) (< w830_0 32)) (and (>= w830_byte 0) (< w830_byte 4)) $x349)))
(assert
 (let (($x80 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x80))))
(check-sat)
