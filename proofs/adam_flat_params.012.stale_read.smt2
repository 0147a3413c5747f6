; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r451_byte () Int)
(declare-fun r451_0 () Int)
(declare-fun byte () Int)
(declare-fun w452_byte () Int)
(declare-fun w452_0 () Int)
(assert
 (let (($x461 (= byte (+ (+ 0 (* 4 (+ 0 (* r451_0 1)))) r451_byte))))
 (and (and (>= r451_0 0) (< r451_0 64)) (and (>= r451_byte 0) (< r451_byte 4)) $x461)))
(assert
 (let (($x713 (= byte (+ (+ 0 (* 4 (+ 32 (* w452_0 1)))) w452_byte))))
 (and (and (>= w452_0 0) (< w452_0 32)) (and (>= w452_byte 0) (< w452_byte 4)) $x713)))
(assert
 (let (($x780 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x780))))
(check-sat)
