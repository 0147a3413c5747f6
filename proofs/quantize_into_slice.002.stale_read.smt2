; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r322_byte () Int)
(declare-fun r322_0 () Int)
(declare-fun byte () Int)
(declare-fun w323_byte () Int)
(declare-fun w323_0 () Int)
(assert
 (let (($x324 (= byte (+ (+ 0 (* 4 (+ 0 (* r322_0 1)))) r322_byte))))
 (and (and (>= r322_0 0) (< r322_0 24)) (and (>= r322_byte 0) (< r322_byte 4)) $x324)))
(assert
 (let (($x292 (= byte (+ (+ 0 (* 4 (+ 8 (* w323_0 1)))) w323_byte))))
 (and (and (>= w323_0 0) (< w323_0 8)) (and (>= w323_byte 0) (< w323_byte 4)) $x292)))
(assert
 (let (($x221 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x221))))
(check-sat)
