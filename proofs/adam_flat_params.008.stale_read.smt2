; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r326_byte () Int)
(declare-fun r326_0 () Int)
(declare-fun byte () Int)
(declare-fun w327_byte () Int)
(declare-fun w327_0 () Int)
(assert
 (let (($x1087 (= byte (+ (+ 0 (* 4 (+ 0 (* r326_0 1)))) r326_byte))))
 (and (and (>= r326_0 0) (< r326_0 64)) (and (>= r326_byte 0) (< r326_byte 4)) $x1087)))
(assert
 (let (($x1081 (= byte (+ (+ 0 (* 4 (+ 32 (* w327_0 1)))) w327_byte))))
 (and (and (>= w327_0 0) (< w327_0 32)) (and (>= w327_byte 0) (< w327_byte 4)) $x1081)))
(assert
 (let (($x96 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x96))))
(check-sat)
