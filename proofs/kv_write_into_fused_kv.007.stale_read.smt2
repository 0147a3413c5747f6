; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r404_byte () Int)
(declare-fun r404_1 () Int)
(declare-fun r404_0 () Int)
(declare-fun byte () Int)
(declare-fun w405_byte () Int)
(declare-fun w405_1 () Int)
(declare-fun w405_0 () Int)
(assert
 (let ((?x1115 (+ 0 (* 4 (+ 0 (+ (* r404_0 16) (* r404_1 1)))))))
 (and (and (>= r404_0 0) (< r404_0 16)) (and (>= r404_1 0) (< r404_1 16)) (and (>= r404_byte 0) (< r404_byte 4)) (= byte (+ ?x1115 r404_byte)))))
(assert
 (let ((?x873 (+ 0 (* 4 (+ 8 (+ (* w405_0 16) (* w405_1 1)))))))
 (and (and (>= w405_0 0) (< w405_0 4)) (and (>= w405_1 0) (< w405_1 8)) (and (>= w405_byte 0) (< w405_byte 4)) (= byte (+ ?x873 w405_byte)))))
(assert
 (let (($x334 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x953 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x251 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x953 $x334)))
(or (or false) (not $x251))))))
(check-sat)
