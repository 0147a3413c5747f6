; program adam_step, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r462_byte () Int)
(declare-fun r462_0 () Int)
(declare-fun byte () Int)
(declare-fun w463_byte () Int)
(declare-fun w463_0 () Int)
(assert
 (let (($x287 (= byte (+ (+ 0 (* 4 (+ 0 (* r462_0 1)))) r462_byte))))
 (and (and (>= r462_0 0) (< r462_0 64)) (and (>= r462_byte 0) (< r462_byte 4)) $x287)))
(assert
 (let (($x232 (= byte (+ (+ 0 (* 4 (+ 0 (* w463_0 1)))) w463_byte))))
 (and (and (>= w463_0 0) (< w463_0 64)) (and (>= w463_byte 0) (< w463_byte 4)) $x232)))
(assert
 (let (($x637 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x637))))
(check-sat)
