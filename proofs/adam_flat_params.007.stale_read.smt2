; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r264_byte () Int)
(declare-fun r264_0 () Int)
(declare-fun byte () Int)
(declare-fun w265_byte () Int)
(declare-fun w265_0 () Int)
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 0 (* r264_0 1)))) r264_byte))))
 (and (and (>= r264_0 0) (< r264_0 64)) (and (>= r264_byte 0) (< r264_byte 4)) $x55)))
(assert
 (let (($x71 (= byte (+ (+ 0 (* 4 (+ 32 (* w265_0 1)))) w265_byte))))
 (and (and (>= w265_0 0) (< w265_0 32)) (and (>= w265_byte 0) (< w265_byte 4)) $x71)))
(assert
 (let (($x194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x194))))
(check-sat)
