; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r443_byte () Int)
(declare-fun r443_0 () Int)
(declare-fun byte () Int)
(declare-fun w444_byte () Int)
(declare-fun w444_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s445_byte () Int)
(declare-fun s445_0 () Int)
(assert
 (let (($x367 (= byte (+ (+ 0 (* 4 (+ 0 (* r443_0 1)))) r443_byte))))
 (and (and (>= r443_0 0) (< r443_0 64)) (and (>= r443_byte 0) (< r443_byte 4)) $x367)))
(assert
 (let (($x1383 (= byte (+ (+ 0 (* 4 (+ 32 (* w444_0 1)))) w444_byte))))
 (and (and (>= w444_0 0) (< w444_0 32)) (and (>= w444_byte 0) (< w444_byte 4)) $x1383)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r443_0 1)))) held_byte)))
(assert
 (let (($x261 (= observed (+ (+ 0 (* 4 (+ 0 (* s445_0 1)))) s445_byte))))
 (and (and (>= s445_0 0) (< s445_0 64)) (and (>= s445_byte 0) (< s445_byte 4)) $x261)))
(assert
 (let (($x540 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x540))))
(check-sat)
