; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r502_byte () Int)
(declare-fun r502_0 () Int)
(declare-fun byte () Int)
(declare-fun w503_byte () Int)
(declare-fun w503_0 () Int)
(assert
 (let (($x1396 (= byte (+ (+ 0 (* 4 (+ 0 (* r502_0 1)))) r502_byte))))
 (and (and (>= r502_0 0) (< r502_0 16)) (and (>= r502_byte 0) (< r502_byte 4)) $x1396)))
(assert
 (let (($x603 (= byte (+ (+ 0 (* 4 (+ 0 (* w503_0 1)))) w503_byte))))
 (and (and (>= w503_0 0) (< w503_0 4)) (and (>= w503_byte 0) (< w503_byte 4)) $x603)))
(assert
 (let (($x646 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x646))))
(check-sat)
