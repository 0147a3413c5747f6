; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r268_byte () Int)
(declare-fun r268_0 () Int)
(declare-fun byte () Int)
(declare-fun w269_byte () Int)
(declare-fun w269_0 () Int)
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* r268_0 1)))) r268_byte))))
 (and (and (>= r268_0 0) (< r268_0 64)) (and (>= r268_byte 0) (< r268_byte 4)) $x85)))
(assert
 (let (($x44 (= byte (+ (+ 0 (* 4 (+ 32 (* w269_0 1)))) w269_byte))))
 (and (and (>= w269_0 0) (< w269_0 32)) (and (>= w269_byte 0) (< w269_byte 4)) $x44)))
(assert
 (let (($x266 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x266))))
(check-sat)
