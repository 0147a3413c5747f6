; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r510_byte () Int)
(declare-fun r510_1 () Int)
(declare-fun r510_0 () Int)
(declare-fun byte () Int)
(declare-fun w511_byte () Int)
(declare-fun w511_1 () Int)
(declare-fun w511_0 () Int)
(assert
 (let ((?x529 (+ 0 (* 4 (+ 0 (+ (* r510_0 16) (* r510_1 1)))))))
 (and (and (>= r510_0 0) (< r510_0 16)) (and (>= r510_1 0) (< r510_1 16)) (and (>= r510_byte 0) (< r510_byte 4)) (= byte (+ ?x529 r510_byte)))))
(assert
 (let ((?x601 (+ 0 (* 4 (+ 8 (+ (* w511_0 16) (* w511_1 1)))))))
 (and (and (>= w511_0 0) (< w511_0 4)) (and (>= w511_1 0) (< w511_1 8)) (and (>= w511_byte 0) (< w511_byte 4)) (= byte (+ ?x601 w511_byte)))))
(assert
 (let (($x123 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x409 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x428 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x409 $x123)))
(or (or false) (not $x428))))))
(check-sat)
