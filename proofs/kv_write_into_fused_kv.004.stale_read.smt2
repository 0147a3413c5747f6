; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r396_byte () Int)
(declare-fun r396_1 () Int)
(declare-fun r396_0 () Int)
(declare-fun byte () Int)
(declare-fun w397_byte () Int)
(declare-fun w397_1 () Int)
(declare-fun w397_0 () Int)
(assert
 (let ((?x420 (+ 0 (* 4 (+ 0 (+ (* r396_0 16) (* r396_1 1)))))))
 (and (and (>= r396_0 0) (< r396_0 16)) (and (>= r396_1 0) (< r396_1 16)) (and (>= r396_byte 0) (< r396_byte 4)) (= byte (+ ?x420 r396_byte)))))
(assert
 (let ((?x1186 (+ 0 (* 4 (+ 0 (+ (* w397_0 16) (* w397_1 1)))))))
 (and (and (>= w397_0 0) (< w397_0 4)) (and (>= w397_1 0) (< w397_1 8)) (and (>= w397_byte 0) (< w397_byte 4)) (= byte (+ ?x1186 w397_byte)))))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1304 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x78 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x1304 $x855)))
(or (or false) (not $x78))))))
(check-sat)
