; program two_kernels_same_buffer, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r14_byte () Int)
(declare-fun r14_0 () Int)
(declare-fun byte () Int)
(declare-fun w15_byte () Int)
(declare-fun w15_0 () Int)
(assert
 (let (($x159 (= byte (+ (+ 0 (* 4 (+ 0 (* r14_0 1)))) r14_byte))))
 (and (and (>= r14_0 0) (< r14_0 16)) (and (>= r14_byte 0) (< r14_byte 4)) $x159)))
(assert
 (let (($x171 (= byte (+ (+ 0 (* 4 (+ 0 (* w15_0 1)))) w15_byte))))
 (and (and (>= w15_0 0) (< w15_0 16)) (and (>= w15_byte 0) (< w15_byte 4)) $x171)))
(assert
 (let (($x168 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x168))))
(check-sat)
