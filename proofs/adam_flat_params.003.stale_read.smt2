; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r427_byte () Int)
(declare-fun r427_0 () Int)
(declare-fun byte () Int)
(declare-fun w428_byte () Int)
(declare-fun w428_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s429_byte () Int)
(declare-fun s429_0 () Int)
(assert
 (let (($x421 (= byte (+ (+ 0 (* 4 (+ 0 (* r427_0 1)))) r427_byte))))
 (and (and (>= r427_0 0) (< r427_0 64)) (and (>= r427_byte 0) (< r427_byte 4)) $x421)))
(assert
 (let (($x201 (= byte (+ (+ 0 (* 4 (+ 0 (* w428_0 1)))) w428_byte))))
 (and (and (>= w428_0 0) (< w428_0 32)) (and (>= w428_byte 0) (< w428_byte 4)) $x201)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r427_0 1)))) held_byte)))
(assert
 (let (($x970 (= observed (+ (+ 0 (* 4 (+ 32 (* s429_0 1)))) s429_byte))))
 (and (and (>= s429_0 0) (< s429_0 32)) (and (>= s429_byte 0) (< s429_byte 4)) $x970)))
(assert
 (let (($x1067 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1067))))
(check-sat)
