; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r491_byte () Int)
(declare-fun r491_0 () Int)
(declare-fun byte () Int)
(declare-fun w492_byte () Int)
(declare-fun w492_0 () Int)
(assert
 (let (($x310 (= byte (+ (+ 0 (* 4 (+ 0 (* r491_0 1)))) r491_byte))))
 (and (and (>= r491_0 0) (< r491_0 64)) (and (>= r491_byte 0) (< r491_byte 4)) $x310)))
(assert
 (let (($x272 (= byte (+ (+ 0 (* 4 (+ 0 (* w492_0 1)))) w492_byte))))
 (and (and (>= w492_0 0) (< w492_0 32)) (and (>= w492_byte 0) (< w492_byte 4)) $x272)))
(assert
 (let (($x515 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x515))))
(check-sat)
