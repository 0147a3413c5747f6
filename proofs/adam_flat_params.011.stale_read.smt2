; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r450_byte () Int)
(declare-fun r450_0 () Int)
(declare-fun byte () Int)
(declare-fun w451_byte () Int)
(declare-fun w451_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s452_byte () Int)
(declare-fun s452_0 () Int)
(assert
 (let (($x42299 (= byte (+ (+ 0 (* 4 (+ 0 (* r450_0 1)))) r450_byte))))
 (and (and (>= r450_0 0) (< r450_0 64)) (and (>= r450_byte 0) (< r450_byte 4)) $x42299)))
(assert
 (let (($x947 (= byte (+ (+ 0 (* 4 (+ 32 (* w451_0 1)))) w451_byte))))
 (and (and (>= w451_0 0) (< w451_0 32)) (and (>= w451_byte 0) (< w451_byte 4)) $x947)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r450_0 1)))) held_byte)))
(assert
 (let (($x49426 (= observed (+ (+ 0 (* 4 (+ 0 (* s452_0 1)))) s452_byte))))
 (and (and (>= s452_0 0) (< s452_0 64)) (and (>= s452_byte 0) (< s452_byte 4)) $x49426)))
(assert
 (let (($x1281 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x1281))))
(check-sat)
