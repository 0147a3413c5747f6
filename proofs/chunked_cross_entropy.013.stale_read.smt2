; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r534_byte () Int)
(declare-fun r534_0 () Int)
(declare-fun byte () Int)
(declare-fun w535_byte () Int)
(declare-fun w535_0 () Int)
(assert
 (let (($x1158 (= byte (+ (+ 0 (* 4 (+ 0 (* r534_0 1)))) r534_byte))))
 (and (and (>= r534_0 0) (< r534_0 16)) (and (>= r534_byte 0) (< r534_byte 4)) $x1158)))
(assert
 (let (($x1033 (= byte (+ (+ 0 (* 4 (+ 12 (* w535_0 1)))) w535_byte))))
 (and (and (>= w535_0 0) (< w535_0 4)) (and (>= w535_byte 0) (< w535_byte 4)) $x1033)))
(assert
 (let (($x114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x114))))
(check-sat)
