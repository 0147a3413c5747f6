; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r328_byte () Int)
(declare-fun r328_0 () Int)
(declare-fun byte () Int)
(declare-fun w329_byte () Int)
(declare-fun w329_0 () Int)
(assert
 (let (($x1063 (= byte (+ (+ 0 (* 4 (+ 0 (* r328_0 1)))) r328_byte))))
 (and (and (>= r328_0 0) (< r328_0 64)) (and (>= r328_byte 0) (< r328_byte 4)) $x1063)))
(assert
 (let (($x294 (= byte (+ (+ 0 (* 4 (+ 32 (* w329_0 1)))) w329_byte))))
 (and (and (>= w329_0 0) (< w329_0 32)) (and (>= w329_byte 0) (< w329_byte 4)) $x294)))
(assert
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x207))))
(check-sat)
