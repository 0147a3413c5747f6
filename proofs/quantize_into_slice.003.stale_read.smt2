; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r558_byte () Int)
(declare-fun r558_0 () Int)
(declare-fun byte () Int)
(declare-fun w559_byte () Int)
(declare-fun w559_0 () Int)
(assert
 (let (($x49426 (= byte (+ (+ 0 (* 4 (+ 0 (* r558_0 1)))) r558_byte))))
 (and (and (>= r558_0 0) (< r558_0 24)) (and (>= r558_byte 0) (< r558_byte 4)) $x49426)))
(assert
 (let (($x320 (= byte (+ (+ 0 (* 4 (+ 8 (* w559_0 1)))) w559_byte))))
 (and (and (>= w559_0 0) (< w559_0 8)) (and (>= w559_byte 0) (< w559_byte 4)) $x320)))
(assert
 (let (($x51 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x51))))
(check-sat)
