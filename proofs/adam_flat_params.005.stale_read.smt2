; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r433_byte () Int)
(declare-fun r433_0 () Int)
(declare-fun byte () Int)
(declare-fun w434_byte () Int)
(declare-fun w434_0 () Int)
(assert
 (let (($x646 (= byte (+ (+ 0 (* 4 (+ 0 (* r433_0 1)))) r433_byte))))
 (and (and (>= r433_0 0) (< r433_0 64)) (and (>= r433_byte 0) (< r433_byte 4)) $x646)))
(assert
 (let (($x1044 (= byte (+ (+ 0 (* 4 (+ 0 (* w434_0 1)))) w434_byte))))
 (and (and (>= w434_0 0) (< w434_0 32)) (and (>= w434_byte 0) (< w434_byte 4)) $x1044)))
(assert
 (let (($x1158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1158))))
(check-sat)
