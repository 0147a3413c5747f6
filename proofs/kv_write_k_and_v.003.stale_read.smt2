; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r452_byte () Int)
(declare-fun r452_1 () Int)
(declare-fun r452_0 () Int)
(declare-fun byte () Int)
(declare-fun w453_byte () Int)
(declare-fun w453_1 () Int)
(declare-fun w453_0 () Int)
(assert
 (let ((?x590 (+ 0 (* 4 (+ 0 (+ (* r452_0 8) (* r452_1 1)))))))
 (and (and (>= r452_0 0) (< r452_0 16)) (and (>= r452_1 0) (< r452_1 8)) (and (>= r452_byte 0) (< r452_byte 4)) (= byte (+ ?x590 r452_byte)))))
(assert
 (let ((?x549 (+ 0 (* 4 (+ 32 (+ (* w453_0 8) (* w453_1 1)))))))
 (and (and (>= w453_0 0) (< w453_0 4)) (and (>= w453_1 0) (< w453_1 8)) (and (>= w453_byte 0) (< w453_byte 4)) (= byte (+ ?x549 w453_byte)))))
(assert
 (let (($x193 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x523 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x572 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x523 $x193)))
(or (or false) (not $x572))))))
(check-sat)
