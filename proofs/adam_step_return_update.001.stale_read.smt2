; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r413_byte () Int)
(declare-fun r413_0 () Int)
(declare-fun byte () Int)
(declare-fun w414_byte () Int)
(declare-fun w414_0 () Int)
(assert
 (let (($x1673 (= byte (+ (+ 0 (* 4 (+ 0 (* r413_0 1)))) r413_byte))))
 (and (and (>= r413_0 0) (< r413_0 64)) (and (>= r413_byte 0) (< r413_byte 4)) $x1673)))
(assert
 (let (($x1158 (= byte (+ (+ 0 (* 4 (+ 0 (* w414_0 1)))) w414_byte))))
 (and (and (>= w414_0 0) (< w414_0 64)) (and (>= w414_byte 0) (< w414_byte 4)) $x1158)))
(assert
 (let (($x946 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x946))))
(check-sat)
