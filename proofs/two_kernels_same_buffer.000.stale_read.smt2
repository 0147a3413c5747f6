; program two_kernels_same_buffer, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r12_byte () Int)
(declare-fun r12_0 () Int)
(declare-fun byte () Int)
(declare-fun w13_byte () Int)
(declare-fun w13_0 () Int)
(assert
 (let (($x135 (= byte (+ (+ 0 (* 4 (+ 0 (* r12_0 1)))) r12_byte))))
 (and (and (>= r12_0 0) (< r12_0 16)) (and (>= r12_byte 0) (< r12_byte 4)) $x135)))
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* w13_0 1)))) w13_byte))))
 (and (and (>= w13_0 0) (< w13_0 16)) (and (>= w13_byte 0) (< w13_byte 4)) $x145)))
(assert
 (let (($x124 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x124))))
(check-sat)
