; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r567_byte () Int)
(declare-fun r567_0 () Int)
(declare-fun byte () Int)
(declare-fun w568_byte () Int)
(declare-fun w568_0 () Int)
(assert
 (let (($x241 (= byte (+ (+ 0 (* 4 (+ 0 (* r567_0 1)))) r567_byte))))
 (and (and (>= r567_0 0) (< r567_0 64)) (and (>= r567_byte 0) (< r567_byte 4)) $x241)))
(assert
 (let (($x331 (= byte (+ (+ 0 (* 4 (+ 32 (* w568_0 1)))) w568_byte))))
 (and (and (>= w568_0 0) (< w568_0 32)) (and (>= w568_byte 0) (< w568_byte 4)) $x331)))
(assert
 (let (($x330 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x330))))
(check-sat)
