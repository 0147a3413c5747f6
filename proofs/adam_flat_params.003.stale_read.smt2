; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r316_byte () Int)
(declare-fun r316_0 () Int)
(declare-fun byte () Int)
(declare-fun w317_byte () Int)
(declare-fun w317_0 () Int)
(assert
 (let (($x1087 (= byte (+ (+ 0 (* 4 (+ 0 (* r316_0 1)))) r316_byte))))
 (and (and (>= r316_0 0) (< r316_0 64)) (and (>= r316_byte 0) (< r316_byte 4)) $x1087)))
(assert
 (let (($x188 (= byte (+ (+ 0 (* 4 (+ 0 (* w317_0 1)))) w317_byte))))
 (and (and (>= w317_0 0) (< w317_0 32)) (and (>= w317_byte 0) (< w317_byte 4)) $x188)))
(assert
 (let (($x34 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x34))))
(check-sat)
