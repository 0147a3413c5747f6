; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r292_byte () Int)
(declare-fun r292_1 () Int)
(declare-fun r292_0 () Int)
(declare-fun byte () Int)
(declare-fun w293_byte () Int)
(declare-fun w293_1 () Int)
(declare-fun w293_0 () Int)
(assert
 (let ((?x596 (+ 0 (* 4 (+ 0 (+ (* r292_0 16) (* r292_1 1)))))))
 (and (and (>= r292_0 0) (< r292_0 16)) (and (>= r292_1 0) (< r292_1 16)) (and (>= r292_byte 0) (< r292_byte 4)) (= byte (+ ?x596 r292_byte)))))
(assert
 (let ((?x2022 (+ 0 (* 4 (+ 8 (+ (* w293_0 16) (* w293_1 1)))))))
 (and (and (>= w293_0 0) (< w293_0 4)) (and (>= w293_1 0) (< w293_1 8)) (and (>= w293_byte 0) (< w293_byte 4)) (= byte (+ ?x2022 w293_byte)))))
(assert
 (let (($x363 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x2211 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1176 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x2211 $x363)))
(or (or false) (not $x1176))))))
(check-sat)
