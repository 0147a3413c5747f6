; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r314_byte () Int)
(declare-fun r314_0 () Int)
(declare-fun byte () Int)
(declare-fun w315_byte () Int)
(declare-fun w315_0 () Int)
(assert
 (let (($x1281 (= byte (+ (+ 0 (* 4 (+ 0 (* r314_0 1)))) r314_byte))))
 (and (and (>= r314_0 0) (< r314_0 64)) (and (>= r314_byte 0) (< r314_byte 4)) $x1281)))
(assert
 (let (($x207 (= byte (+ (+ 0 (* 4 (+ 0 (* w315_0 1)))) w315_byte))))
 (and (and (>= w315_0 0) (< w315_0 32)) (and (>= w315_byte 0) (< w315_byte 4)) $x207)))
(assert
 (let (($x2253 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2253))))
(check-sat)
