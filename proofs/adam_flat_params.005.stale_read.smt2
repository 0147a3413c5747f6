; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r543_byte () Int)
(declare-fun r543_0 () Int)
(declare-fun byte () Int)
(declare-fun w544_byte () Int)
(declare-fun w544_0 () Int)
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* r543_0 1)))) r543_byte))))
 (and (and (>= r543_0 0) (< r543_0 64)) (and (>= r543_byte 0) (< r543_byte 4)) $x54)))
(assert
 (let (($x545 (= byte (+ (+ 0 (* 4 (+ 0 (* w544_0 1)))) w544_byte))))
 (and (and (>= w544_0 0) (< w544_0 32)) (and (>= w544_byte 0) (< w544_byte 4)) $x545)))
(assert
 (let (($x73 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x73))))
(check-sat)
