; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r398_byte () Int)
(declare-fun r398_0 () Int)
(declare-fun byte () Int)
(declare-fun w399_byte () Int)
(declare-fun w399_0 () Int)
(assert
 (let (($x1088 (= byte (+ (+ 0 (* 4 (+ 0 (* r398_0 1)))) r398_byte))))
 (and (and (>= r398_0 0) (< r398_0 24)) (and (>= r398_byte 0) (< r398_byte 4)) $x1088)))
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 8 (* w399_0 1)))) w399_byte))))
 (and (and (>= w399_0 0) (< w399_0 8)) (and (>= w399_byte 0) (< w399_byte 4)) $x265)))
(assert
 (let (($x2253 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x2253))))
(check-sat)
