; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r787_byte () Int)
(declare-fun r787_0 () Int)
(declare-fun byte () Int)
(declare-fun w788_byte () Int)
(declare-fun w788_0 () Int)
(assert
 (let (($x686 (= byte (+ (+ 0 (* 4 (+ 0 (* r787_0 1)))) r787_byte))))
 (and (and (>= r787_0 0) (< r787_0 16)) (and (>= r787_byte 0) (< r787_byte 4)) $x686)))
(assert
 (let (($x75 (= byte (+ (+ 0 (* 4 (+ 8 (* w788_0 1)))) w788_byte))))
 (and (and (>= w788_0 0) (< w788_0 4)) (and (>= w788_byte 0) (< w788_byte 4)) $x75)))
(assert
 (let (($x425 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x425))))
(check-sat)
