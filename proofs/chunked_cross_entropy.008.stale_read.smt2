; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r378_byte () Int)
(declare-fun r378_0 () Int)
(declare-fun byte () Int)
(declare-fun w379_byte () Int)
(declare-fun w379_0 () Int)
(assert
 (let (($x1281 (= byte (+ (+ 0 (* 4 (+ 0 (* r378_0 1)))) r378_byte))))
 (and (and (>= r378_0 0) (< r378_0 16)) (and (>= r378_byte 0) (< r378_byte 4)) $x1281)))
(assert
 (let (($x204 (= byte (+ (+ 0 (* 4 (+ 12 (* w379_0 1)))) w379_byte))))
 (and (and (>= w379_0 0) (< w379_0 4)) (and (>= w379_byte 0) (< w379_byte 4)) $x204)))
(assert
 (let (($x367 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
(or (or false) (not $x367))))
(check-sat)
