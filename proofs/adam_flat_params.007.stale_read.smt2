; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
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
 (let (($x2253 (= byte (+ (+ 0 (* 4 (+ 0 (* r324_0 1)))) r324_byte))))
 (and (and (>= r324_0 0) (< r324_0 64)) (and (>= r324_byte 0) (< r324_byte 4)) $x2253)))
(assert
 (let (($x2696 (= byte (+ (+ 0 (* 4 (+ 32 (* w325_0 1)))) w325_byte))))
 (and (and (>= w325_0 0) (< w325_0 32)) (and (>= w325_byte 0) (< w325_byte 4)) $x2696)))
(assert
 (let (($x248 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x248))))
(check-sat)
