; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r669_byte () Int)
(declare-fun r669_0 () Int)
(declare-fun byte () Int)
(declare-fun w670_byte () Int)
(declare-fun w670_0 () Int)
(assert
 (let (($x398 (= byte (+ (+ 0 (* 4 (+ 0 (* r669_0 1)))) r669_byte))))
 (and (and (>= r669_0 0) (< r669_0 16)) (and (>= r669_byte 0) (< r669_byte 4)) $x398)))
(assert
 (let (($x630 (= byte (+ (+ 0 (* 4 (+ 0 (* w670_0 1)))) w670_byte))))
 (and (and (>= w670_0 0) (< w670_0 4)) (and (>= w670_byte 0) (< w670_byte 4)) $x630)))
(assert
 (let (($x698 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x698))))
(check-sat)
