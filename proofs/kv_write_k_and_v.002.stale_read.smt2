; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r212_byte () Int)
(declare-fun r212_1 () Int)
(declare-fun r212_0 () Int)
(declare-fun byte () Int)
(declare-fun w213_byte () Int)
(declare-fun w213_1 () Int)
(declare-fun w213_0 () Int)
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* r212_0 8) (* r212_1 1)))))))
 (and (and (>= r212_0 0) (< r212_0 16)) (and (>= r212_1 0) (< r212_1 8)) (and (>= r212_byte 0) (< r212_byte 4)) (= byte (+ ?x174 r212_byte)))))
(assert
 (let ((?x156 (+ 0 (* 4 (+ 32 (+ (* w213_0 8) (* w213_1 1)))))))
 (and (and (>= w213_0 0) (< w213_0 4)) (and (>= w213_1 0) (< w213_1 8)) (and (>= w213_byte 0) (< w213_byte 4)) (= byte (+ ?x156 w213_byte)))))
(assert
 (let (($x130 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x265 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x270 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x265 $x130)))
(or (or false) (not $x270))))))
(check-sat)
