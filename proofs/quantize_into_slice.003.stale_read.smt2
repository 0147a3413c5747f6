; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_0 () Int)
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 0 (* r308_0 1)))) r308_byte))))
 (and (and (>= r308_0 0) (< r308_0 24)) (and (>= r308_byte 0) (< r308_byte 4)) $x153)))
(assert
 (let (($x155 (= byte (+ (+ 0 (* 4 (+ 8 (* w309_0 1)))) w309_byte))))
 (and (and (>= w309_0 0) (< w309_0 8)) (and (>= w309_byte 0) (< w309_byte 4)) $x155)))
(assert
 (let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x307))))
(check-sat)
