; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r817_byte () Int)
(declare-fun r817_0 () Int)
(declare-fun byte () Int)
(declare-fun w818_byte () Int)
(declare-fun w818_0 () Int)
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 0 (* r817_0 1)))) r817_byte))))
 (and (and (>= r817_0 0) (< r817_0 8)) (and (>= r817_byte 0) (< r817_byte 4)) $x329)))
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* w818_0 1)))) w818_byte))))
 (and (and (>= w818_0 0) (< w818_0 8)) (and (>= w818_byte 0) (< w818_byte 4)) $x264)))
(assert
 (let (($x590 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x590))))
(check-sat)
