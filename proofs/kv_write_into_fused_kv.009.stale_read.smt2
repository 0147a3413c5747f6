; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r508_byte () Int)
(declare-fun r508_1 () Int)
(declare-fun r508_0 () Int)
(declare-fun byte () Int)
(declare-fun w509_byte () Int)
(declare-fun w509_1 () Int)
(declare-fun w509_0 () Int)
(assert
 (let ((?x590 (+ 0 (* 4 (+ 0 (+ (* r508_0 16) (* r508_1 1)))))))
 (and (and (>= r508_0 0) (< r508_0 16)) (and (>= r508_1 0) (< r508_1 16)) (and (>= r508_byte 0) (< r508_byte 4)) (= byte (+ ?x590 r508_byte)))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 8 (+ (* w509_0 16) (* w509_1 1)))))))
 (and (and (>= w509_0 0) (< w509_0 4)) (and (>= w509_1 0) (< w509_1 8)) (and (>= w509_byte 0) (< w509_byte 4)) (= byte (+ ?x258 w509_byte)))))
(assert
 (let (($x319 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x214 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x641 $x319)))
(or (or false) (not $x214))))))
(check-sat)
