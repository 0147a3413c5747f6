; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r529_byte () Int)
(declare-fun r529_0 () Int)
(declare-fun byte () Int)
(declare-fun w530_byte () Int)
(declare-fun w530_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s531_byte () Int)
(declare-fun s531_0 () Int)
(assert
 (let (($x1383 (= byte (+ (+ 0 (* 4 (+ 0 (* r529_0 1)))) r529_byte))))
 (and (and (>= r529_0 0) (< r529_0 16)) (and (>= r529_byte 0) (< r529_byte 4)) $x1383)))
(assert
 (let (($x872 (= byte (+ (+ 0 (* 4 (+ 12 (* w530_0 1)))) w530_byte))))
 (and (and (>= w530_0 0) (< w530_0 4)) (and (>= w530_byte 0) (< w530_byte 4)) $x872)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r529_0 1)))) held_byte)))
(assert
 (let (($x234 (= observed (+ (+ 0 (* 4 (+ 12 (* s531_0 1)))) s531_byte))))
 (and (and (>= s531_0 0) (< s531_0 4)) (and (>= s531_byte 0) (< s531_byte 4)) $x234)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
(or (or false) (not $x1050))))
(check-sat)
