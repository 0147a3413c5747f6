; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r254_byte () Int)
(declare-fun r254_0 () Int)
(declare-fun byte () Int)
(declare-fun w255_byte () Int)
(declare-fun w255_0 () Int)
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 0 (* r254_0 1)))) r254_byte))))
 (and (and (>= r254_0 0) (< r254_0 64)) (and (>= r254_byte 0) (< r254_byte 4)) $x219)))
(assert
 (let (($x184 (= byte (+ (+ 0 (* 4 (+ 0 (* w255_0 1)))) w255_byte))))
 (and (and (>= w255_0 0) (< w255_0 32)) (and (>= w255_byte 0) (< w255_byte 4)) $x184)))
(assert
 (let (($x237 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x237))))
(check-sat)
