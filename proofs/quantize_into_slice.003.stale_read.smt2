; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r827_byte () Int)
(declare-fun r827_0 () Int)
(declare-fun byte () Int)
(declare-fun w828_byte () Int)
(declare-fun w828_0 () Int)
(assert
 (let (($x316 (= byte (+ (+ 0 (* 4 (+ 0 (* r827_0 1)))) r827_byte))))
 (and (and (>= r827_0 0) (< r827_0 24)) (and (>= r827_byte 0) (< r827_byte 4)) $x316)))
(assert
 (let (($x34 (= byte (+ (+ 0 (* 4 (+ 8 (* w828_0 1)))) w828_byte))))
 (and (and (>= w828_0 0) (< w828_0 8)) (and (>= w828_byte 0) (< w828_byte 4)) $x34)))
(assert
 (let (($x561 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x561))))
(check-sat)
