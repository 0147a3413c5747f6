; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r260_byte () Int)
(declare-fun r260_0 () Int)
(declare-fun byte () Int)
(declare-fun w261_byte () Int)
(declare-fun w261_0 () Int)
(assert
 (let (($x183 (= byte (+ (+ 0 (* 4 (+ 0 (* r260_0 1)))) r260_byte))))
 (and (and (>= r260_0 0) (< r260_0 64)) (and (>= r260_byte 0) (< r260_byte 4)) $x183)))
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 32 (* w261_0 1)))) w261_byte))))
 (and (and (>= w261_0 0) (< w261_0 32)) (and (>= w261_byte 0) (< w261_byte 4)) $x329)))
(assert
 (let (($x79 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x79))))
(check-sat)
