; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r310_byte () Int)
(declare-fun r310_0 () Int)
(declare-fun byte () Int)
(declare-fun w311_byte () Int)
(declare-fun w311_0 () Int)
(assert
 (let (($x160 (= byte (+ (+ 0 (* 4 (+ 0 (* r310_0 1)))) r310_byte))))
 (and (and (>= r310_0 0) (< r310_0 16)) (and (>= r310_byte 0) (< r310_byte 4)) $x160)))
(assert
 (let (($x325 (= byte (+ (+ 0 (* 4 (+ 12 (* w311_0 1)))) w311_byte))))
 (and (and (>= w311_0 0) (< w311_0 4)) (and (>= w311_byte 0) (< w311_byte 4)) $x325)))
(assert
 (let (($x318 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x318))))
(check-sat)
