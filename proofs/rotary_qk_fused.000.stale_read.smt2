; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r234_byte () Int)
(declare-fun r234_1 () Int)
(declare-fun r234_0 () Int)
(declare-fun byte () Int)
(declare-fun w235_byte () Int)
(declare-fun w235_1 () Int)
(declare-fun w235_0 () Int)
(assert
 (let ((?x1312 (+ 0 (* 4 (+ 0 (+ (* r234_0 24) (* r234_1 1)))))))
 (and (and (>= r234_0 0) (< r234_0 8)) (and (>= r234_1 0) (< r234_1 24)) (and (>= r234_byte 0) (< r234_byte 4)) (= byte (+ ?x1312 r234_byte)))))
(assert
 (let ((?x1044 (+ 0 (* 4 (+ 0 (+ (* w235_0 24) (* w235_1 1)))))))
 (and (and (>= w235_0 0) (< w235_0 8)) (and (>= w235_1 0) (< w235_1 8)) (and (>= w235_byte 0) (< w235_byte 4)) (= byte (+ ?x1044 w235_byte)))))
(assert
 (let (($x2702 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x230 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x881 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x230 $x2702)))
(or (or false) (not $x881))))))
(check-sat)
