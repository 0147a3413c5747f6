; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r372_byte () Int)
(declare-fun r372_0 () Int)
(declare-fun byte () Int)
(declare-fun w373_byte () Int)
(declare-fun w373_0 () Int)
(assert
 (let (($x2023 (= byte (+ (+ 0 (* 4 (+ 0 (* r372_0 1)))) r372_byte))))
 (and (and (>= r372_0 0) (< r372_0 16)) (and (>= r372_byte 0) (< r372_byte 4)) $x2023)))
(assert
 (let (($x96 (= byte (+ (+ 0 (* 4 (+ 8 (* w373_0 1)))) w373_byte))))
 (and (and (>= w373_0 0) (< w373_0 4)) (and (>= w373_byte 0) (< w373_byte 4)) $x96)))
(assert
 (let (($x57 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x57))))
(check-sat)
