; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r324_byte () Int)
(declare-fun r324_0 () Int)
(declare-fun byte () Int)
(declare-fun w325_byte () Int)
(declare-fun w325_0 () Int)
(assert
 (let (($x231 (= byte (+ (+ 0 (* 4 (+ 0 (* r324_0 1)))) r324_byte))))
 (and (and (>= r324_0 0) (< r324_0 24)) (and (>= r324_byte 0) (< r324_byte 4)) $x231)))
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 8 (* w325_0 1)))) w325_byte))))
 (and (and (>= w325_0 0) (< w325_0 8)) (and (>= w325_byte 0) (< w325_byte 4)) $x24)))
(assert
 (let (($x105 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x105))))
(check-sat)
