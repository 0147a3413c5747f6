; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r288_byte () Int)
(declare-fun r288_1 () Int)
(declare-fun r288_0 () Int)
(declare-fun byte () Int)
(declare-fun w289_byte () Int)
(declare-fun w289_1 () Int)
(declare-fun w289_0 () Int)
(assert
 (let ((?x2022 (+ 0 (* 4 (+ 0 (+ (* r288_0 16) (* r288_1 1)))))))
 (and (and (>= r288_0 0) (< r288_0 16)) (and (>= r288_1 0) (< r288_1 16)) (and (>= r288_byte 0) (< r288_byte 4)) (= byte (+ ?x2022 r288_byte)))))
(assert
 (let ((?x1162 (+ 0 (* 4 (+ 0 (+ (* w289_0 16) (* w289_1 1)))))))
 (and (and (>= w289_0 0) (< w289_0 4)) (and (>= w289_1 0) (< w289_1 8)) (and (>= w289_byte 0) (< w289_byte 4)) (= byte (+ ?x1162 w289_byte)))))
(assert
 (let (($x170 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x356 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x188 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 16) $x356 $x170)))
(or (or false) (not $x188))))))
(check-sat)
