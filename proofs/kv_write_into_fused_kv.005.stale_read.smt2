; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r236_byte () Int)
(declare-fun r236_1 () Int)
(declare-fun r236_0 () Int)
(declare-fun byte () Int)
(declare-fun w237_byte () Int)
(declare-fun w237_1 () Int)
(declare-fun w237_0 () Int)
(assert
 (let ((?x308 (+ 0 (* 4 (+ 0 (+ (* r236_0 16) (* r236_1 1)))))))
 (and (and (>= r236_0 0) (< r236_0 16)) (and (>= r236_1 0) (< r236_1 16)) (and (>= r236_byte 0) (< r236_byte 4)) (= byte (+ ?x308 r236_byte)))))
(assert
 (let ((?x273 (+ 0 (* 4 (+ 8 (+ (* w237_0 16) (* w237_1 1)))))))
 (and (and (>= w237_0 0) (< w237_0 4)) (and (>= w237_1 0) (< w237_1 8)) (and (>= w237_byte 0) (< w237_byte 4)) (= byte (+ ?x273 w237_byte)))))
(assert
 (let (($x174 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x369 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x23 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x369 $x174)))
(or (or false) (not $x23))))))
(check-sat)
