; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r366_byte () Int)
(declare-fun r366_0 () Int)
(declare-fun byte () Int)
(declare-fun w367_byte () Int)
(declare-fun w367_0 () Int)
(assert
 (let (($x1312 (= byte (+ (+ 0 (* 4 (+ 0 (* r366_0 1)))) r366_byte))))
 (and (and (>= r366_0 0) (< r366_0 16)) (and (>= r366_byte 0) (< r366_byte 4)) $x1312)))
(assert
 (let (($x785 (= byte (+ (+ 0 (* 4 (+ 4 (* w367_0 1)))) w367_byte))))
 (and (and (>= w367_0 0) (< w367_0 4)) (and (>= w367_byte 0) (< w367_byte 4)) $x785)))
(assert
 (let (($x218 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x218))))
(check-sat)
