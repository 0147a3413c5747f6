; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r721_byte () Int)
(declare-fun r721_0 () Int)
(declare-fun byte () Int)
(declare-fun w722_byte () Int)
(declare-fun w722_0 () Int)
(assert
 (let (($x180 (= byte (+ (+ 0 (* 4 (+ 0 (* r721_0 1)))) r721_byte))))
 (and (and (>= r721_0 0) (< r721_0 16)) (and (>= r721_byte 0) (< r721_byte 4)) $x180)))
(assert
 (let (($x444 (= byte (+ (+ 0 (* 4 (+ 0 (* w722_0 1)))) w722_byte))))
 (and (and (>= w722_0 0) (< w722_0 4)) (and (>= w722_byte 0) (< w722_byte 4)) $x444)))
(assert
 (let (($x118 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x118))))
(check-sat)
