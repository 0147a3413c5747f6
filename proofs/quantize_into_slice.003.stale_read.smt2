; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r400_byte () Int)
(declare-fun r400_0 () Int)
(declare-fun byte () Int)
(declare-fun w401_byte () Int)
(declare-fun w401_0 () Int)
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 0 (* r400_0 1)))) r400_byte))))
 (and (and (>= r400_0 0) (< r400_0 24)) (and (>= r400_byte 0) (< r400_byte 4)) $x152)))
(assert
 (let (($x2706 (= byte (+ (+ 0 (* 4 (+ 8 (* w401_0 1)))) w401_byte))))
 (and (and (>= w401_0 0) (< w401_0 8)) (and (>= w401_byte 0) (< w401_byte 4)) $x2706)))
(assert
 (let (($x22 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x22))))
(check-sat)
