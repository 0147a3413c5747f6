; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r252_byte () Int)
(declare-fun r252_0 () Int)
(declare-fun byte () Int)
(declare-fun w253_byte () Int)
(declare-fun w253_0 () Int)
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 0 (* r252_0 1)))) r252_byte))))
 (and (and (>= r252_0 0) (< r252_0 64)) (and (>= r252_byte 0) (< r252_byte 4)) $x106)))
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 0 (* w253_0 1)))) w253_byte))))
 (and (and (>= w253_0 0) (< w253_0 32)) (and (>= w253_byte 0) (< w253_byte 4)) $x265)))
(assert
 (let (($x93 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x93))))
(check-sat)
