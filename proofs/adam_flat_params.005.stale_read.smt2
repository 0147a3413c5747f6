; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
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
 (let (($x95 (= byte (+ (+ 0 (* 4 (+ 0 (* r260_0 1)))) r260_byte))))
 (and (and (>= r260_0 0) (< r260_0 64)) (and (>= r260_byte 0) (< r260_byte 4)) $x95)))
(assert
 (let (($x168 (= byte (+ (+ 0 (* 4 (+ 0 (* w261_0 1)))) w261_byte))))
 (and (and (>= w261_0 0) (< w261_0 32)) (and (>= w261_byte 0) (< w261_byte 4)) $x168)))
(assert
 (let (($x313 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x313))))
(check-sat)
