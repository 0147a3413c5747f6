; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r302_byte () Int)
(declare-fun r302_0 () Int)
(declare-fun byte () Int)
(declare-fun w303_byte () Int)
(declare-fun w303_0 () Int)
(assert
 (let (($x317 (= byte (+ (+ 0 (* 4 (+ 0 (* r302_0 1)))) r302_byte))))
 (and (and (>= r302_0 0) (< r302_0 16)) (and (>= r302_byte 0) (< r302_byte 4)) $x317)))
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 4 (* w303_0 1)))) w303_byte))))
 (and (and (>= w303_0 0) (< w303_0 4)) (and (>= w303_byte 0) (< w303_byte 4)) $x85)))
(assert
 (let (($x292 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x292))))
(check-sat)
