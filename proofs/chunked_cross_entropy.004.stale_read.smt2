; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r304_byte () Int)
(declare-fun r304_0 () Int)
(declare-fun byte () Int)
(declare-fun w305_byte () Int)
(declare-fun w305_0 () Int)
(assert
 (let (($x235 (= byte (+ (+ 0 (* 4 (+ 0 (* r304_0 1)))) r304_byte))))
 (and (and (>= r304_0 0) (< r304_0 16)) (and (>= r304_byte 0) (< r304_byte 4)) $x235)))
(assert
 (let (($x238 (= byte (+ (+ 0 (* 4 (+ 8 (* w305_0 1)))) w305_byte))))
 (and (and (>= w305_0 0) (< w305_0 4)) (and (>= w305_byte 0) (< w305_byte 4)) $x238)))
(assert
 (let (($x156 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x156))))
(check-sat)
