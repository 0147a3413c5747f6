; program two_kernels_same_buffer, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r17_byte () Int)
(declare-fun r17_0 () Int)
(declare-fun byte () Int)
(declare-fun w18_byte () Int)
(declare-fun w18_0 () Int)
(assert
 (let (($x117 (= byte (+ (+ 0 (* 4 (+ 0 (* r17_0 1)))) r17_byte))))
 (and (and (>= r17_0 0) (< r17_0 16)) (and (>= r17_byte 0) (< r17_byte 4)) $x117)))
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* w18_0 1)))) w18_byte))))
 (and (and (>= w18_0 0) (< w18_0 16)) (and (>= w18_byte 0) (< w18_byte 4)) $x141)))
(assert
 (let (($x191 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x191))))
(check-sat)
