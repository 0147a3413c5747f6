; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r316_byte () Int)
(declare-fun r316_0 () Int)
(declare-fun byte () Int)
(declare-fun w317_byte () Int)
(declare-fun w317_0 () Int)
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* r316_0 1)))) r316_byte))))
 (and (and (>= r316_0 0) (< r316_0 8)) (and (>= r316_byte 0) (< r316_byte 4)) $x108)))
(assert
 (let (($x66 (= byte (+ (+ 0 (* 4 (+ 0 (* w317_0 1)))) w317_byte))))
 (and (and (>= w317_0 0) (< w317_0 8)) (and (>= w317_byte 0) (< w317_byte 4)) $x66)))
(assert
 (let (($x121 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x121))))
(check-sat)
