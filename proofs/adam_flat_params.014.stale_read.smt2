; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r458_byte () Int)
(declare-fun r458_0 () Int)
(declare-fun byte () Int)
(declare-fun w459_byte () Int)
(declare-fun w459_0 () Int)
(assert
 (let (($x49478 (= byte (+ (+ 0 (* 4 (+ 0 (* r458_0 1)))) r458_byte))))
 (and (and (>= r458_0 0) (< r458_0 64)) (and (>= r458_byte 0) (< r458_byte 4)) $x49478)))
(assert
 (let (($x974 (= byte (+ (+ 0 (* 4 (+ 32 (* w459_0 1)))) w459_byte))))
 (and (and (>= w459_0 0) (< w459_0 32)) (and (>= w459_byte 0) (< w459_byte 4)) $x974)))
(assert
 (let (($x1209 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1209))))
(check-sat)
