; program chain_on_input, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r328_byte () Int)
(declare-fun r328_0 () Int)
(declare-fun byte () Int)
(declare-fun w329_byte () Int)
(declare-fun w329_0 () Int)
(assert
 (let (($x328 (= byte (+ (+ 0 (* 4 (+ 0 (* r328_0 1)))) r328_byte))))
 (and (and (>= r328_0 0) (< r328_0 32)) (and (>= r328_byte 0) (< r328_byte 4)) $x328)))
(assert
 (let (($x237 (= byte (+ (+ 0 (* 4 (+ 0 (* w329_0 1)))) w329_byte))))
 (and (and (>= w329_0 0) (< w329_0 32)) (and (>= w329_byte 0) (< w329_byte 4)) $x237)))
(assert
 (let (($x321 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x321))))
(check-sat)
