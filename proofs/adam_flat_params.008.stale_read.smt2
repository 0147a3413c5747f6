; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r266_byte () Int)
(declare-fun r266_0 () Int)
(declare-fun byte () Int)
(declare-fun w267_byte () Int)
(declare-fun w267_0 () Int)
(assert
 (let (($x291 (= byte (+ (+ 0 (* 4 (+ 0 (* r266_0 1)))) r266_byte))))
 (and (and (>= r266_0 0) (< r266_0 64)) (and (>= r266_byte 0) (< r266_byte 4)) $x291)))
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 32 (* w267_0 1)))) w267_byte))))
 (and (and (>= w267_0 0) (< w267_0 32)) (and (>= w267_byte 0) (< w267_byte 4)) $x69)))
(assert
 (let (($x319 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x319))))
(check-sat)
