; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r53_byte () Int)
(declare-fun r53_0 () Int)
(declare-fun byte () Int)
(declare-fun w54_byte () Int)
(declare-fun w54_0 () Int)
(assert
 (let (($x230 (= byte (+ (+ 0 (* 4 (+ 0 (* r53_0 1)))) r53_byte))))
 (and (and (>= r53_0 0) (< r53_0 32)) (and (>= r53_byte 0) (< r53_byte 4)) $x230)))
(assert
 (let (($x76 (= byte (+ (+ 0 (* 4 (+ 1 (* w54_0 2)))) w54_byte))))
 (and (and (>= w54_0 0) (< w54_0 16)) (and (>= w54_byte 0) (< w54_byte 4)) $x76)))
(assert
 (let (($x87 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x87))))
(check-sat)
