; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r234_byte () Int)
(declare-fun r234_1 () Int)
(declare-fun r234_0 () Int)
(declare-fun byte () Int)
(declare-fun w235_byte () Int)
(declare-fun w235_1 () Int)
(declare-fun w235_0 () Int)
(assert
 (let ((?x175 (+ 0 (* 4 (+ 0 (+ (* r234_0 16) (* r234_1 1)))))))
 (and (and (>= r234_0 0) (< r234_0 16)) (and (>= r234_1 0) (< r234_1 16)) (and (>= r234_byte 0) (< r234_byte 4)) (= byte (+ ?x175 r234_byte)))))
(assert
 (let ((?x94 (+ 0 (* 4 (+ 8 (+ (* w235_0 16) (* w235_1 1)))))))
 (and (and (>= w235_0 0) (< w235_0 4)) (and (>= w235_1 0) (< w235_1 8)) (and (>= w235_byte 0) (< w235_byte 4)) (= byte (+ ?x94 w235_byte)))))
(assert
 (let (($x174 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x369 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x57 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x369 $x174)))
(or (or false) (not $x57))))))
(check-sat)
