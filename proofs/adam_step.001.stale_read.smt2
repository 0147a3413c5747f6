; program adam_step, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r512_byte () Int)
(declare-fun r512_0 () Int)
(declare-fun byte () Int)
(declare-fun w513_byte () Int)
(declare-fun w513_0 () Int)
(assert
 (let (($x566 (= byte (+ (+ 0 (* 4 (+ 0 (* r512_0 1)))) r512_byte))))
 (and (and (>= r512_0 0) (< r512_0 64)) (and (>= r512_byte 0) (< r512_byte 4)) $x566)))
(assert
 (let (($x249 (= byte (+ (+ 0 (* 4 (+ 0 (* w513_0 1)))) w513_byte))))
 (and (and (>= w513_0 0) (< w513_0 64)) (and (>= w513_byte 0) (< w513_byte 4)) $x249)))
(assert
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x540))))
(check-sat)
