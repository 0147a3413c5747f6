; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r270_byte () Int)
(declare-fun r270_0 () Int)
(declare-fun byte () Int)
(declare-fun w271_byte () Int)
(declare-fun w271_0 () Int)
(assert
 (let (($x97 (= byte (+ (+ 0 (* 4 (+ 0 (* r270_0 1)))) r270_byte))))
 (and (and (>= r270_0 0) (< r270_0 64)) (and (>= r270_byte 0) (< r270_byte 4)) $x97)))
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 32 (* w271_0 1)))) w271_byte))))
 (and (and (>= w271_0 0) (< w271_0 32)) (and (>= w271_byte 0) (< w271_byte 4)) $x103)))
(assert
 (let (($x66 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x66))))
(check-sat)
