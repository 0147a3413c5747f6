; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r318_byte () Int)
(declare-fun r318_0 () Int)
(declare-fun byte () Int)
(declare-fun w319_byte () Int)
(declare-fun w319_0 () Int)
(assert
 (let (($x272 (= byte (+ (+ 0 (* 4 (+ 0 (* r318_0 1)))) r318_byte))))
 (and (and (>= r318_0 0) (< r318_0 64)) (and (>= r318_byte 0) (< r318_byte 4)) $x272)))
(assert
 (let (($x41 (= byte (+ (+ 0 (* 4 (+ 0 (* w319_0 1)))) w319_byte))))
 (and (and (>= w319_0 0) (< w319_0 32)) (and (>= w319_byte 0) (< w319_byte 4)) $x41)))
(assert
 (let (($x697 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x697))))
(check-sat)
