; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r258_byte () Int)
(declare-fun r258_0 () Int)
(declare-fun byte () Int)
(declare-fun w259_byte () Int)
(declare-fun w259_0 () Int)
(assert
 (let (($x293 (= byte (+ (+ 0 (* 4 (+ 0 (* r258_0 1)))) r258_byte))))
 (and (and (>= r258_0 0) (< r258_0 64)) (and (>= r258_byte 0) (< r258_byte 4)) $x293)))
(assert
 (let (($x273 (= byte (+ (+ 0 (* 4 (+ 0 (* w259_0 1)))) w259_byte))))
 (and (and (>= w259_0 0) (< w259_0 32)) (and (>= w259_byte 0) (< w259_byte 4)) $x273)))
(assert
 (let (($x80 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x80))))
(check-sat)
