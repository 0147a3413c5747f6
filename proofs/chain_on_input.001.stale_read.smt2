; program chain_on_input, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r831_byte () Int)
(declare-fun r831_0 () Int)
(declare-fun byte () Int)
(declare-fun w832_byte () Int)
(declare-fun w832_0 () Int)
(assert
 (let (($x512 (= byte (+ (+ 0 (* 4 (+ 0 (* r831_0 1)))) r831_byte))))
 (and (and (>= r831_0 0) (< r831_0 32)) (and (>= r831_byte 0) (< r831_byte 4)) $x512)))
(assert
 (let (($x640 (= byte (+ (+ 0 (* 4 (+ 0 (* w832_0 1)))) w832_byte))))
 (and (and (>= w832_0 0) (< w832_0 32)) (and (>= w832_byte 0) (< w832_byte 4)) $x640)))
(assert
 (let (($x80 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x80))))
(check-sat)
