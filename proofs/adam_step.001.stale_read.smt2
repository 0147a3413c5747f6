; program adam_step, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r240_byte () Int)
(declare-fun r240_0 () Int)
(declare-fun byte () Int)
(declare-fun w241_byte () Int)
(declare-fun w241_0 () Int)
(assert
 (let (($x304 (= byte (+ (+ 0 (* 4 (+ 0 (* r240_0 1)))) r240_byte))))
 (and (and (>= r240_0 0) (< r240_0 64)) (and (>= r240_byte 0) (< r240_byte 4)) $x304)))
(assert
 (let (($x308 (= byte (+ (+ 0 (* 4 (+ 0 (* w241_0 1)))) w241_byte))))
 (and (and (>= w241_0 0) (< w241_0 64)) (and (>= w241_byte 0) (< w241_byte 4)) $x308)))
(assert
 (let (($x284 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x284))))
(check-sat)
