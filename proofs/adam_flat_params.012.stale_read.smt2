; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r560_byte () Int)
(declare-fun r560_0 () Int)
(declare-fun byte () Int)
(declare-fun w561_byte () Int)
(declare-fun w561_0 () Int)
(assert
 (let (($x118 (= byte (+ (+ 0 (* 4 (+ 0 (* r560_0 1)))) r560_byte))))
 (and (and (>= r560_0 0) (< r560_0 64)) (and (>= r560_byte 0) (< r560_byte 4)) $x118)))
(assert
 (let (($x524 (= byte (+ (+ 0 (* 4 (+ 32 (* w561_0 1)))) w561_byte))))
 (and (and (>= w561_0 0) (< w561_0 32)) (and (>= w561_byte 0) (< w561_byte 4)) $x524)))
(assert
 (let (($x249 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x249))))
(check-sat)
