; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r534_byte () Int)
(declare-fun r534_0 () Int)
(declare-fun byte () Int)
(declare-fun w535_byte () Int)
(declare-fun w535_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s536_byte () Int)
(declare-fun s536_0 () Int)
(assert
 (let (($x322 (= byte (+ (+ 0 (* 4 (+ 0 (* r534_0 1)))) r534_byte))))
 (and (and (>= r534_0 0) (< r534_0 64)) (and (>= r534_byte 0) (< r534_byte 4)) $x322)))
(assert
 (let (($x104 (= byte (+ (+ 0 (* 4 (+ 0 (* w535_0 1)))) w535_byte))))
 (and (and (>= w535_0 0) (< w535_0 32)) (and (>= w535_byte 0) (< w535_byte 4)) $x104)))
(assert
 (let (($x530 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x530))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r534_0 1)))) held_byte0)))
(assert
 (let (($x585 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s536_0 1)))) s536_byte))))
(and (and (>= s536_0 0) (< s536_0 32)) (and (>= s536_byte 0) (< s536_byte 4)) $x585)))
(check-sat)
