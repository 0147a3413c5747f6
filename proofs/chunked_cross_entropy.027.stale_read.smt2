; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r799_byte () Int)
(declare-fun r799_0 () Int)
(declare-fun byte () Int)
(declare-fun w800_byte () Int)
(declare-fun w800_0 () Int)
(assert
 (let (($x710 (= byte (+ (+ 0 (* 4 (+ 0 (* r799_0 1)))) r799_byte))))
 (and (and (>= r799_0 0) (< r799_0 16)) (and (>= r799_byte 0) (< r799_byte 4)) $x710)))
(assert
 (let (($x637 (= byte (+ (+ 0 (* 4 (+ 4 (* w800_0 1)))) w800_byte))))
 (and (and (>= w800_0 0) (< w800_0 4)) (and (>= w800_byte 0) (< w800_byte 4)) $x637)))
(assert
 (let (($x372 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x372))))
(check-sat)
