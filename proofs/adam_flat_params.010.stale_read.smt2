; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r557_byte () Int)
(declare-fun r557_0 () Int)
(declare-fun byte () Int)
(declare-fun w558_byte () Int)
(declare-fun w558_0 () Int)
(assert
 (let (($x149 (= byte (+ (+ 0 (* 4 (+ 0 (* r557_0 1)))) r557_byte))))
 (and (and (>= r557_0 0) (< r557_0 64)) (and (>= r557_byte 0) (< r557_byte 4)) $x149)))
(assert
 (let (($x551 (= byte (+ (+ 0 (* 4 (+ 32 (* w558_0 1)))) w558_byte))))
 (and (and (>= w558_0 0) (< w558_0 32)) (and (>= w558_byte 0) (< w558_byte 4)) $x551)))
(assert
 (let (($x599 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x599))))
(check-sat)
