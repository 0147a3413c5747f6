; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r448_byte () Int)
(declare-fun r448_0 () Int)
(declare-fun byte () Int)
(declare-fun w449_byte () Int)
(declare-fun w449_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s450_byte () Int)
(declare-fun s450_0 () Int)
(assert
 (let (($x1318 (= byte (+ (+ 0 (* 4 (+ 0 (* r448_0 1)))) r448_byte))))
 (and (and (>= r448_0 0) (< r448_0 64)) (and (>= r448_byte 0) (< r448_byte 4)) $x1318)))
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 32 (* w449_0 1)))) w449_byte))))
 (and (and (>= w449_0 0) (< w449_0 32)) (and (>= w449_byte 0) (< w449_byte 4)) $x182)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r448_0 1)))) held_byte)))
(assert
 (let (($x1196 (= observed (+ (+ 0 (* 4 (+ 0 (* s450_0 1)))) s450_byte))))
 (and (and (>= s450_0 0) (< s450_0 64)) (and (>= s450_byte 0) (< s450_byte 4)) $x1196)))
(assert
 (let (($x776 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x776))))
(check-sat)
