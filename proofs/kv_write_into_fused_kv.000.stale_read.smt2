; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r284_byte () Int)
(declare-fun r284_1 () Int)
(declare-fun r284_0 () Int)
(declare-fun byte () Int)
(declare-fun w285_byte () Int)
(declare-fun w285_1 () Int)
(declare-fun w285_0 () Int)
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* r284_0 16) (* r284_1 1)))))))
 (and (and (>= r284_0 0) (< r284_0 4)) (and (>= r284_1 0) (< r284_1 16)) (and (>= r284_byte 0) (< r284_byte 4)) (= byte (+ ?x23 r284_byte)))))
(assert
 (let ((?x1169 (+ 0 (* 4 (+ 0 (+ (* w285_0 16) (* w285_1 1)))))))
 (and (and (>= w285_0 0) (< w285_0 4)) (and (>= w285_1 0) (< w285_1 8)) (and (>= w285_byte 0) (< w285_byte 4)) (= byte (+ ?x1169 w285_byte)))))
(assert
 (let (($x170 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x44 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x83 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x44 $x170)))
(or (or false) (not $x83))))))
(check-sat)
