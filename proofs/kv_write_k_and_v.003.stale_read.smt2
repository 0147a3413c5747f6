; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r272_byte () Int)
(declare-fun r272_1 () Int)
(declare-fun r272_0 () Int)
(declare-fun byte () Int)
(declare-fun w273_byte () Int)
(declare-fun w273_1 () Int)
(declare-fun w273_0 () Int)
(assert
 (let ((?x751 (+ 0 (* 4 (+ 0 (+ (* r272_0 8) (* r272_1 1)))))))
 (and (and (>= r272_0 0) (< r272_0 16)) (and (>= r272_1 0) (< r272_1 8)) (and (>= r272_byte 0) (< r272_byte 4)) (= byte (+ ?x751 r272_byte)))))
(assert
 (let ((?x366 (+ 0 (* 4 (+ 32 (+ (* w273_0 8) (* w273_1 1)))))))
 (and (and (>= w273_0 0) (< w273_0 4)) (and (>= w273_1 0) (< w273_1 8)) (and (>= w273_byte 0) (< w273_byte 4)) (= byte (+ ?x366 w273_byte)))))
(assert
 (let (($x388 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x34 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x188 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x34 $x388)))
(or (or false) (not $x188))))))
(check-sat)
