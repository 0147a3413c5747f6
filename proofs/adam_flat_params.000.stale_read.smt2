; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r250_byte () Int)
(declare-fun r250_0 () Int)
(declare-fun byte () Int)
(declare-fun w251_byte () Int)
(declare-fun w251_0 () Int)
(assert
 (let (($x94 (= byte (+ (+ 0 (* 4 (+ 0 (* r250_0 1)))) r250_byte))))
 (and (and (>= r250_0 0) (< r250_0 64)) (and (>= r250_byte 0) (< r250_byte 4)) $x94)))
(assert
 (let (($x142 (= byte (+ (+ 0 (* 4 (+ 0 (* w251_0 1)))) w251_byte))))
 (and (and (>= w251_0 0) (< w251_0 32)) (and (>= w251_byte 0) (< w251_byte 4)) $x142)))
(assert
 (let (($x245 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x245))))
(check-sat)
