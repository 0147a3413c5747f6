; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r330_byte () Int)
(declare-fun r330_0 () Int)
(declare-fun byte () Int)
(declare-fun w331_byte () Int)
(declare-fun w331_0 () Int)
(assert
 (let (($x877 (= byte (+ (+ 0 (* 4 (+ 0 (* r330_0 1)))) r330_byte))))
 (and (and (>= r330_0 0) (< r330_0 64)) (and (>= r330_byte 0) (< r330_byte 4)) $x877)))
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 32 (* w331_0 1)))) w331_byte))))
 (and (and (>= w331_0 0) (< w331_0 32)) (and (>= w331_byte 0) (< w331_byte 4)) $x153)))
(assert
 (let (($x2274 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x2274))))
(check-sat)
