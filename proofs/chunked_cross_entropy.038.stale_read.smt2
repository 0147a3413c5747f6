; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r850_byte () Int)
(declare-fun r850_0 () Int)
(declare-fun byte () Int)
(declare-fun w851_byte () Int)
(declare-fun w851_0 () Int)
(assert
 (let (($x575 (= byte (+ (+ 0 (* 4 (+ 0 (* r850_0 1)))) r850_byte))))
 (and (and (>= r850_0 0) (< r850_0 16)) (and (>= r850_byte 0) (< r850_byte 4)) $x575)))
(assert
 (let (($x671 (= byte (+ (+ 0 (* 4 (+ 12 (* w851_0 1)))) w851_byte))))
 (and (and (>= w851_0 0) (< w851_0 4)) (and (>= w851_byte 0) (< w851_byte 4)) $x671)))
(assert
 (let (($x49 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x49))))
(check-sat)
