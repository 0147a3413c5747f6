; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r52_byte () Int)
(declare-fun r52_1 () Int)
(declare-fun r52_0 () Int)
(declare-fun byte () Int)
(declare-fun w53_byte () Int)
(declare-fun w53_1 () Int)
(declare-fun w53_0 () Int)
(assert
 (let ((?x201 (+ 0 (* 4 (+ 0 (+ (* r52_0 24) (* r52_1 1)))))))
 (and (and (>= r52_0 0) (< r52_0 4)) (and (>= r52_1 0) (< r52_1 24)) (and (>= r52_byte 0) (< r52_byte 4)) (= byte (+ ?x201 r52_byte)))))
(assert
 (let ((?x130 (+ 0 (* 4 (+ 0 (+ (* w53_0 24) (* w53_1 1)))))))
 (and (and (>= w53_0 0) (< w53_0 4)) (and (>= w53_1 0) (< w53_1 8)) (and (>= w53_byte 0) (< w53_byte 4)) (= byte (+ ?x130 w53_byte)))))
(assert
 (let (($x197 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x110 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x166 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x110 $x197)))
(or (or false) (not $x166))))))
(check-sat)
