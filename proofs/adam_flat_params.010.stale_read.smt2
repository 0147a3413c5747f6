; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r448_byte () Int)
(declare-fun r448_0 () Int)
(declare-fun byte () Int)
(declare-fun w449_byte () Int)
(declare-fun w449_0 () Int)
(assert
 (let (($x528 (= byte (+ (+ 0 (* 4 (+ 0 (* r448_0 1)))) r448_byte))))
 (and (and (>= r448_0 0) (< r448_0 64)) (and (>= r448_byte 0) (< r448_byte 4)) $x528)))
(assert
 (let (($x102 (= byte (+ (+ 0 (* 4 (+ 32 (* w449_0 1)))) w449_byte))))
 (and (and (>= w449_0 0) (< w449_0 32)) (and (>= w449_byte 0) (< w449_byte 4)) $x102)))
(assert
 (let (($x700 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x700))))
(check-sat)
