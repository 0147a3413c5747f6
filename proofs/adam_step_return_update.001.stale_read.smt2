; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r519_byte () Int)
(declare-fun r519_0 () Int)
(declare-fun byte () Int)
(declare-fun w520_byte () Int)
(declare-fun w520_0 () Int)
(assert
 (let (($x370 (= byte (+ (+ 0 (* 4 (+ 0 (* r519_0 1)))) r519_byte))))
 (and (and (>= r519_0 0) (< r519_0 64)) (and (>= r519_byte 0) (< r519_byte 4)) $x370)))
(assert
 (let (($x590 (= byte (+ (+ 0 (* 4 (+ 0 (* w520_0 1)))) w520_byte))))
 (and (and (>= w520_0 0) (< w520_0 64)) (and (>= w520_byte 0) (< w520_byte 4)) $x590)))
(assert
 (let (($x519 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x519))))
(check-sat)
