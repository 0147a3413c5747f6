; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r541_byte () Int)
(declare-fun r541_0 () Int)
(declare-fun byte () Int)
(declare-fun w542_byte () Int)
(declare-fun w542_0 () Int)
(assert
 (let (($x188 (= byte (+ (+ 0 (* 4 (+ 0 (* r541_0 1)))) r541_byte))))
 (and (and (>= r541_0 0) (< r541_0 64)) (and (>= r541_byte 0) (< r541_byte 4)) $x188)))
(assert
 (let (($x585 (= byte (+ (+ 0 (* 4 (+ 0 (* w542_0 1)))) w542_byte))))
 (and (and (>= w542_0 0) (< w542_0 32)) (and (>= w542_byte 0) (< w542_byte 4)) $x585)))
(assert
 (let (($x482 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x482))))
(check-sat)
