; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r484_byte () Int)
(declare-fun r484_0 () Int)
(declare-fun byte () Int)
(declare-fun w485_byte () Int)
(declare-fun w485_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s486_byte () Int)
(declare-fun s486_0 () Int)
(assert
 (let (($x326 (= byte (+ (+ 0 (* 4 (+ 0 (* r484_0 1)))) r484_byte))))
 (and (and (>= r484_0 0) (< r484_0 64)) (and (>= r484_byte 0) (< r484_byte 4)) $x326)))
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* w485_0 1)))) w485_byte))))
 (and (and (>= w485_0 0) (< w485_0 32)) (and (>= w485_byte 0) (< w485_byte 4)) $x338)))
(assert
 (let (($x482 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x482))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r484_0 1)))) held_byte0)))
(assert
 (let (($x272 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s486_0 1)))) s486_byte))))
(and (and (>= s486_0 0) (< s486_0 32)) (and (>= s486_byte 0) (< s486_byte 4)) $x272)))
(check-sat)
