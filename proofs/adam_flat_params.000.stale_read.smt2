; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r310_byte () Int)
(declare-fun r310_0 () Int)
(declare-fun byte () Int)
(declare-fun w311_byte () Int)
(declare-fun w311_0 () Int)
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 0 (* r310_0 1)))) r310_byte))))
 (and (and (>= r310_0 0) (< r310_0 64)) (and (>= r310_byte 0) (< r310_byte 4)) $x82)))
(assert
 (let (($x221 (= byte (+ (+ 0 (* 4 (+ 0 (* w311_0 1)))) w311_byte))))
 (and (and (>= w311_0 0) (< w311_0 32)) (and (>= w311_byte 0) (< w311_byte 4)) $x221)))
(assert
 (let (($x279 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x279))))
(check-sat)
