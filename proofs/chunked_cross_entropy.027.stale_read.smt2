; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r803_byte () Int)
(declare-fun r803_0 () Int)
(declare-fun byte () Int)
(declare-fun w804_byte () Int)
(declare-fun w804_0 () Int)
(assert
 (let (($x328 (= byte (+ (+ 0 (* 4 (+ 0 (* r803_0 1)))) r803_byte))))
 (and (and (>= r803_0 0) (< r803_0 16)) (and (>= r803_byte 0) (< r803_byte 4)) $x328)))
(assert
 (let (($x567 (= byte (+ (+ 0 (* 4 (+ 4 (* w804_0 1)))) w804_byte))))
 (and (and (>= w804_0 0) (< w804_0 4)) (and (>= w804_byte 0) (< w804_byte 4)) $x567)))
(assert
 (let (($x444 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x444))))
(check-sat)
