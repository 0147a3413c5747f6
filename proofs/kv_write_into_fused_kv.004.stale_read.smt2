; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r394_byte () Int)
(declare-fun r394_1 () Int)
(declare-fun r394_0 () Int)
(declare-fun byte () Int)
(declare-fun w395_byte () Int)
(declare-fun w395_1 () Int)
(declare-fun w395_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r394_0 16) (* r394_1 1)))))))
 (and (and (>= r394_0 0) (< r394_0 16)) (and (>= r394_1 0) (< r394_1 16)) (and (>= r394_byte 0) (< r394_byte 4)) (= byte (+ ?x164 r394_byte)))))
(assert
 (let ((?x565 (+ 0 (* 4 (+ 0 (+ (* w395_0 16) (* w395_1 1)))))))
 (and (and (>= w395_0 0) (< w395_0 4)) (and (>= w395_1 0) (< w395_1 8)) (and (>= w395_byte 0) (< w395_byte 4)) (= byte (+ ?x565 w395_byte)))))
(assert
 (let (($x370 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x425 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x695 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x425 $x370)))
(or (or false) (not $x695))))))
(check-sat)
