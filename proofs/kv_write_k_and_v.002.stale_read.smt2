; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r270_byte () Int)
(declare-fun r270_1 () Int)
(declare-fun r270_0 () Int)
(declare-fun byte () Int)
(declare-fun w271_byte () Int)
(declare-fun w271_1 () Int)
(declare-fun w271_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r270_0 8) (* r270_1 1)))))))
 (and (and (>= r270_0 0) (< r270_0 16)) (and (>= r270_1 0) (< r270_1 8)) (and (>= r270_byte 0) (< r270_byte 4)) (= byte (+ ?x221 r270_byte)))))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 32 (+ (* w271_0 8) (* w271_1 1)))))))
 (and (and (>= w271_0 0) (< w271_0 4)) (and (>= w271_1 0) (< w271_1 8)) (and (>= w271_byte 0) (< w271_byte 4)) (= byte (+ ?x257 w271_byte)))))
(assert
 (let (($x1063 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x338 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x538 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x338 $x1063)))
(or (or false) (not $x538))))))
(check-sat)
