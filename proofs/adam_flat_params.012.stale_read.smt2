; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r453_byte () Int)
(declare-fun r453_0 () Int)
(declare-fun byte () Int)
(declare-fun w454_byte () Int)
(declare-fun w454_0 () Int)
(assert
 (let (($x49649 (= byte (+ (+ 0 (* 4 (+ 0 (* r453_0 1)))) r453_byte))))
 (and (and (>= r453_0 0) (< r453_0 64)) (and (>= r453_byte 0) (< r453_byte 4)) $x49649)))
(assert
 (let (($x402 (= byte (+ (+ 0 (* 4 (+ 32 (* w454_0 1)))) w454_byte))))
 (and (and (>= w454_0 0) (< w454_0 32)) (and (>= w454_byte 0) (< w454_byte 4)) $x402)))
(assert
 (let (($x424 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x424))))
(check-sat)
