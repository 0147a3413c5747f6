; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r562_byte () Int)
(declare-fun r562_0 () Int)
(declare-fun byte () Int)
(declare-fun w563_byte () Int)
(declare-fun w563_0 () Int)
(assert
 (let (($x289 (= byte (+ (+ 0 (* 4 (+ 0 (* r562_0 1)))) r562_byte))))
 (and (and (>= r562_0 0) (< r562_0 64)) (and (>= r562_byte 0) (< r562_byte 4)) $x289)))
(assert
 (let (($x409 (= byte (+ (+ 0 (* 4 (+ 32 (* w563_0 1)))) w563_byte))))
 (and (and (>= w563_0 0) (< w563_0 32)) (and (>= w563_byte 0) (< w563_byte 4)) $x409)))
(assert
 (let (($x565 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x565))))
(check-sat)
