; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r802_byte () Int)
(declare-fun r802_0 () Int)
(declare-fun byte () Int)
(declare-fun w803_byte () Int)
(declare-fun w803_0 () Int)
(assert
 (let (($x188 (= byte (+ (+ 0 (* 4 (+ 0 (* r802_0 1)))) r802_byte))))
 (and (and (>= r802_0 0) (< r802_0 16)) (and (>= r802_byte 0) (< r802_byte 4)) $x188)))
(assert
 (let (($x276 (= byte (+ (+ 0 (* 4 (+ 12 (* w803_0 1)))) w803_byte))))
 (and (and (>= w803_0 0) (< w803_0 4)) (and (>= w803_byte 0) (< w803_byte 4)) $x276)))
(assert
 (let (($x567 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x567))))
(check-sat)
