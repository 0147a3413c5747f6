; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r290_byte () Int)
(declare-fun r290_1 () Int)
(declare-fun r290_0 () Int)
(declare-fun byte () Int)
(declare-fun w291_byte () Int)
(declare-fun w291_1 () Int)
(declare-fun w291_0 () Int)
(assert
 (let ((?x272 (+ 0 (* 4 (+ 0 (+ (* r290_0 16) (* r290_1 1)))))))
 (and (and (>= r290_0 0) (< r290_0 4)) (and (>= r290_1 0) (< r290_1 16)) (and (>= r290_byte 0) (< r290_byte 4)) (= byte (+ ?x272 r290_byte)))))
(assert
 (let ((?x1311 (+ 0 (* 4 (+ 8 (+ (* w291_0 16) (* w291_1 1)))))))
 (and (and (>= w291_0 0) (< w291_0 4)) (and (>= w291_1 0) (< w291_1 8)) (and (>= w291_byte 0) (< w291_byte 4)) (= byte (+ ?x1311 w291_byte)))))
(assert
 (let (($x334 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x110 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x2697 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x110 $x334)))
(or (or false) (not $x2697))))))
(check-sat)
