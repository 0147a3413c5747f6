; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r751_byte () Int)
(declare-fun r751_0 () Int)
(declare-fun byte () Int)
(declare-fun w752_byte () Int)
(declare-fun w752_0 () Int)
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 0 (* r751_0 1)))) r751_byte))))
 (and (and (>= r751_0 0) (< r751_0 16)) (and (>= r751_byte 0) (< r751_byte 4)) $x82)))
(assert
 (let (($x645 (= byte (+ (+ 0 (* 4 (+ 4 (* w752_0 1)))) w752_byte))))
 (and (and (>= w752_0 0) (< w752_0 4)) (and (>= w752_byte 0) (< w752_byte 4)) $x645)))
(assert
 (let (($x635 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x635))))
(check-sat)
