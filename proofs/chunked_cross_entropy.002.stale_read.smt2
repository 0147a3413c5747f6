; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r300_byte () Int)
(declare-fun r300_0 () Int)
(declare-fun byte () Int)
(declare-fun w301_byte () Int)
(declare-fun w301_0 () Int)
(assert
 (let (($x235 (= byte (+ (+ 0 (* 4 (+ 0 (* r300_0 1)))) r300_byte))))
 (and (and (>= r300_0 0) (< r300_0 16)) (and (>= r300_byte 0) (< r300_byte 4)) $x235)))
(assert
 (let (($x184 (= byte (+ (+ 0 (* 4 (+ 4 (* w301_0 1)))) w301_byte))))
 (and (and (>= w301_0 0) (< w301_0 4)) (and (>= w301_byte 0) (< w301_byte 4)) $x184)))
(assert
 (let (($x119 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x119))))
(check-sat)
