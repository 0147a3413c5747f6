; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r435_byte () Int)
(declare-fun r435_0 () Int)
(declare-fun byte () Int)
(declare-fun w436_byte () Int)
(declare-fun w436_0 () Int)
(assert
 (let (($x955 (= byte (+ (+ 0 (* 4 (+ 0 (* r435_0 1)))) r435_byte))))
 (and (and (>= r435_0 0) (< r435_0 64)) (and (>= r435_byte 0) (< r435_byte 4)) $x955)))
(assert
 (let (($x495 (= byte (+ (+ 0 (* 4 (+ 0 (* w436_0 1)))) w436_byte))))
 (and (and (>= w436_0 0) (< w436_0 32)) (and (>= w436_byte 0) (< w436_byte 4)) $x495)))
(assert
 (let (($x102 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x102))))
(check-sat)
