; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r854_byte () Int)
(declare-fun r854_0 () Int)
(declare-fun byte () Int)
(declare-fun w855_byte () Int)
(declare-fun w855_0 () Int)
(assert
 (let (($x302 (= byte (+ (+ 0 (* 4 (+ 0 (* r854_0 1)))) r854_byte))))
 (and (and (>= r854_0 0) (< r854_0 16)) (and (>= r854_byte 0) (< r854_byte 4)) $x302)))
(assert
 (let (($x355 (= byte (+ (+ 0 (* 4 (+ 12 (* w855_0 1)))) w855_byte))))
 (and (and (>= w855_0 0) (< w855_0 4)) (and (>= w855_byte 0) (< w855_byte 4)) $x355)))
(assert
 (let (($x625 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x625))))
(check-sat)
