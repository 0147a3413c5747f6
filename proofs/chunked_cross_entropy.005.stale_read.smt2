; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r306_byte () Int)
(declare-fun r306_0 () Int)
(declare-fun byte () Int)
(declare-fun w307_byte () Int)
(declare-fun w307_0 () Int)
(assert
 (let (($x261 (= byte (+ (+ 0 (* 4 (+ 0 (* r306_0 1)))) r306_byte))))
 (and (and (>= r306_0 0) (< r306_0 16)) (and (>= r306_byte 0) (< r306_byte 4)) $x261)))
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 8 (* w307_0 1)))) w307_byte))))
 (and (and (>= w307_0 0) (< w307_0 4)) (and (>= w307_byte 0) (< w307_byte 4)) $x55)))
(assert
 (let (($x319 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x319))))
(check-sat)
