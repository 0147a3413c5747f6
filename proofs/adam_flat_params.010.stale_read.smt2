; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r555_byte () Int)
(declare-fun r555_0 () Int)
(declare-fun byte () Int)
(declare-fun w556_byte () Int)
(declare-fun w556_0 () Int)
(assert
 (let (($x590 (= byte (+ (+ 0 (* 4 (+ 0 (* r555_0 1)))) r555_byte))))
 (and (and (>= r555_0 0) (< r555_0 64)) (and (>= r555_byte 0) (< r555_byte 4)) $x590)))
(assert
 (let (($x504 (= byte (+ (+ 0 (* 4 (+ 32 (* w556_0 1)))) w556_byte))))
 (and (and (>= w556_0 0) (< w556_0 32)) (and (>= w556_byte 0) (< w556_byte 4)) $x504)))
(assert
 (let (($x626 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x626))))
(check-sat)
