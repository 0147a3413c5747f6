; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r839_byte () Int)
(declare-fun r839_0 () Int)
(declare-fun byte () Int)
(declare-fun w840_byte () Int)
(declare-fun w840_0 () Int)
(assert
 (let (($x471 (= byte (+ (+ 0 (* 4 (+ 0 (* r839_0 1)))) r839_byte))))
 (and (and (>= r839_0 0) (< r839_0 16)) (and (>= r839_byte 0) (< r839_byte 4)) $x471)))
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 8 (* w840_0 1)))) w840_byte))))
 (and (and (>= w840_0 0) (< w840_0 4)) (and (>= w840_byte 0) (< w840_byte 4)) $x82)))
(assert
 (let (($x380 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x380))))
(check-sat)
