; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r458_byte () Int)
(declare-fun r458_1 () Int)
(declare-fun r458_0 () Int)
(declare-fun byte () Int)
(declare-fun w459_byte () Int)
(declare-fun w459_1 () Int)
(declare-fun w459_0 () Int)
(assert
 (let ((?x459 (+ 0 (* 4 (+ 0 (+ (* r458_0 16) (* r458_1 1)))))))
 (and (and (>= r458_0 0) (< r458_0 16)) (and (>= r458_1 0) (< r458_1 16)) (and (>= r458_byte 0) (< r458_byte 4)) (= byte (+ ?x459 r458_byte)))))
(assert
 (let ((?x416 (+ 0 (* 4 (+ 8 (+ (* w459_0 16) (* w459_1 1)))))))
 (and (and (>= w459_0 0) (< w459_0 4)) (and (>= w459_1 0) (< w459_1 8)) (and (>= w459_byte 0) (< w459_byte 4)) (= byte (+ ?x416 w459_byte)))))
(assert
 (let (($x46 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x279 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x33 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x279 $x46)))
(or (or false) (not $x33))))))
(check-sat)
