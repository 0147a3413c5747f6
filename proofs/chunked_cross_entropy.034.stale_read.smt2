; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r835_byte () Int)
(declare-fun r835_0 () Int)
(declare-fun byte () Int)
(declare-fun w836_byte () Int)
(declare-fun w836_0 () Int)
(assert
 (let (($x429 (= byte (+ (+ 0 (* 4 (+ 0 (* r835_0 1)))) r835_byte))))
 (and (and (>= r835_0 0) (< r835_0 16)) (and (>= r835_byte 0) (< r835_byte 4)) $x429)))
(assert
 (let (($x284 (= byte (+ (+ 0 (* 4 (+ 8 (* w836_0 1)))) w836_byte))))
 (and (and (>= w836_0 0) (< w836_0 4)) (and (>= w836_byte 0) (< w836_byte 4)) $x284)))
(assert
 (let (($x199 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x199))))
(check-sat)
