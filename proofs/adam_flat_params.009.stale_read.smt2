; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r268_byte () Int)
(declare-fun r268_0 () Int)
(declare-fun byte () Int)
(declare-fun w269_byte () Int)
(declare-fun w269_0 () Int)
(assert
 (let (($x231 (= byte (+ (+ 0 (* 4 (+ 0 (* r268_0 1)))) r268_byte))))
 (and (and (>= r268_0 0) (< r268_0 64)) (and (>= r268_byte 0) (< r268_byte 4)) $x231)))
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 32 (* w269_0 1)))) w269_byte))))
 (and (and (>= w269_0 0) (< w269_0 32)) (and (>= w269_byte 0) (< w269_byte 4)) $x55)))
(assert
 (let (($x110 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x110))))
(check-sat)
