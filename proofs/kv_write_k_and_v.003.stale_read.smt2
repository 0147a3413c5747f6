; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r454_byte () Int)
(declare-fun r454_1 () Int)
(declare-fun r454_0 () Int)
(declare-fun byte () Int)
(declare-fun w455_byte () Int)
(declare-fun w455_1 () Int)
(declare-fun w455_0 () Int)
(assert
 (let ((?x182 (+ 0 (* 4 (+ 0 (+ (* r454_0 8) (* r454_1 1)))))))
 (and (and (>= r454_0 0) (< r454_0 16)) (and (>= r454_1 0) (< r454_1 8)) (and (>= r454_byte 0) (< r454_byte 4)) (= byte (+ ?x182 r454_byte)))))
(assert
 (let ((?x167 (+ 0 (* 4 (+ 32 (+ (* w455_0 8) (* w455_1 1)))))))
 (and (and (>= w455_0 0) (< w455_0 4)) (and (>= w455_1 0) (< w455_1 8)) (and (>= w455_byte 0) (< w455_byte 4)) (= byte (+ ?x167 w455_byte)))))
(assert
 (let (($x246 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x331 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x517 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x331 $x246)))
(or (or false) (not $x517))))))
(check-sat)
