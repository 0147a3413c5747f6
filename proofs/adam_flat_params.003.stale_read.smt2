; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r536_byte () Int)
(declare-fun r536_0 () Int)
(declare-fun byte () Int)
(declare-fun w537_byte () Int)
(declare-fun w537_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s538_byte () Int)
(declare-fun s538_0 () Int)
(assert
 (let (($x524 (= byte (+ (+ 0 (* 4 (+ 0 (* r536_0 1)))) r536_byte))))
 (and (and (>= r536_0 0) (< r536_0 64)) (and (>= r536_byte 0) (< r536_byte 4)) $x524)))
(assert
 (let (($x572 (= byte (+ (+ 0 (* 4 (+ 0 (* w537_0 1)))) w537_byte))))
 (and (and (>= w537_0 0) (< w537_0 32)) (and (>= w537_byte 0) (< w537_byte 4)) $x572)))
(assert
 (let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x169))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r536_0 1)))) held_byte0)))
(assert
 (let (($x263 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s538_0 1)))) s538_byte))))
(and (and (>= s538_0 0) (< s538_0 32)) (and (>= s538_byte 0) (< s538_byte 4)) $x263)))
(check-sat)
