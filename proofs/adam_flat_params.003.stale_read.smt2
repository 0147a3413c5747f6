; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r256_byte () Int)
(declare-fun r256_0 () Int)
(declare-fun byte () Int)
(declare-fun w257_byte () Int)
(declare-fun w257_0 () Int)
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 0 (* r256_0 1)))) r256_byte))))
 (and (and (>= r256_0 0) (< r256_0 64)) (and (>= r256_byte 0) (< r256_byte 4)) $x153)))
(assert
 (let (($x275 (= byte (+ (+ 0 (* 4 (+ 0 (* w257_0 1)))) w257_byte))))
 (and (and (>= w257_0 0) (< w257_0 32)) (and (>= w257_byte 0) (< w257_byte 4)) $x275)))
(assert
 (let (($x387 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x387))))
(check-sat)
