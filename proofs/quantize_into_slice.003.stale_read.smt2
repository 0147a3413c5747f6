; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r875_byte () Int)
(declare-fun r875_0 () Int)
(declare-fun byte () Int)
(declare-fun w876_byte () Int)
(declare-fun w876_0 () Int)
(assert
 (let (($x696 (= byte (+ (+ 0 (* 4 (+ 0 (* r875_0 1)))) r875_byte))))
 (and (and (>= r875_0 0) (< r875_0 24)) (and (>= r875_byte 0) (< r875_byte 4)) $x696)))
(assert
 (let (($x685 (= byte (+ (+ 0 (* 4 (+ 8 (* w876_0 1)))) w876_byte))))
 (and (and (>= w876_0 0) (< w876_0 8)) (and (>= w876_byte 0) (< w876_byte 4)) $x685)))
(assert
 (let (($x209 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x209))))
(check-sat)
