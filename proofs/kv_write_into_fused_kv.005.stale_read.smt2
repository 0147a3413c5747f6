; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r294_byte () Int)
(declare-fun r294_1 () Int)
(declare-fun r294_0 () Int)
(declare-fun byte () Int)
(declare-fun w295_byte () Int)
(declare-fun w295_1 () Int)
(declare-fun w295_0 () Int)
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* r294_0 16) (* r294_1 1)))))))
 (and (and (>= r294_0 0) (< r294_0 16)) (and (>= r294_1 0) (< r294_1 16)) (and (>= r294_byte 0) (< r294_byte 4)) (= byte (+ ?x76 r294_byte)))))
(assert
 (let ((?x2696 (+ 0 (* 4 (+ 8 (+ (* w295_0 16) (* w295_1 1)))))))
 (and (and (>= w295_0 0) (< w295_0 4)) (and (>= w295_1 0) (< w295_1 8)) (and (>= w295_byte 0) (< w295_byte 4)) (= byte (+ ?x2696 w295_byte)))))
(assert
 (let (($x363 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x2211 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x338 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x2211 $x363)))
(or (or false) (not $x338))))))
(check-sat)
