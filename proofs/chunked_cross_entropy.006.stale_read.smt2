; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_0 () Int)
(assert
 (let (($x234 (= byte (+ (+ 0 (* 4 (+ 0 (* r308_0 1)))) r308_byte))))
 (and (and (>= r308_0 0) (< r308_0 16)) (and (>= r308_byte 0) (< r308_byte 4)) $x234)))
(assert
 (let (($x58 (= byte (+ (+ 0 (* 4 (+ 12 (* w309_0 1)))) w309_byte))))
 (and (and (>= w309_0 0) (< w309_0 4)) (and (>= w309_byte 0) (< w309_byte 4)) $x58)))
(assert
 (let (($x191 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
(or (or false) (not $x191))))
(check-sat)
