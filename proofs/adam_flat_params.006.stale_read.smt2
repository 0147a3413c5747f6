; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12)
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
 (let (($x183 (= byte (+ (+ 0 (* 4 (+ 0 (* r322_0 1)))) r322_byte))))
 (and (and (>= r322_0 0) (< r322_0 64)) (and (>= r322_byte 0) (< r322_byte 4)) $x183)))
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 32 (* w323_0 1)))) w323_byte))))
 (and (and (>= w323_0 0) (< w323_0 32)) (and (>= w323_byte 0) (< w323_byte 4)) $x153)))
(assert
 (let (($x2692 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x2692))))
(check-sat)
