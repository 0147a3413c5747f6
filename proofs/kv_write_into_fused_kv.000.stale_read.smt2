; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r224_byte () Int)
(declare-fun r224_1 () Int)
(declare-fun r224_0 () Int)
(declare-fun byte () Int)
(declare-fun w225_byte () Int)
(declare-fun w225_1 () Int)
(declare-fun w225_0 () Int)
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* r224_0 16) (* r224_1 1)))))))
 (and (and (>= r224_0 0) (< r224_0 4)) (and (>= r224_1 0) (< r224_1 16)) (and (>= r224_byte 0) (< r224_byte 4)) (= byte (+ ?x279 r224_byte)))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* w225_0 16) (* w225_1 1)))))))
 (and (and (>= w225_0 0) (< w225_0 4)) (and (>= w225_1 0) (< w225_1 8)) (and (>= w225_byte 0) (< w225_byte 4)) (= byte (+ ?x320 w225_byte)))))
(assert
 (let (($x298 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x283 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x116 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x283 $x298)))
(or (or false) (not $x116))))))
(check-sat)
