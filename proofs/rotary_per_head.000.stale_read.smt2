; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r254_byte () Int)
(declare-fun r254_1 () Int)
(declare-fun r254_0 () Int)
(declare-fun byte () Int)
(declare-fun w255_byte () Int)
(declare-fun w255_1 () Int)
(declare-fun w255_0 () Int)
(assert
 (let ((?x1313 (+ 0 (* 4 (+ 0 (+ (* r254_0 16) (* r254_1 1)))))))
 (and (and (>= r254_0 0) (< r254_0 8)) (and (>= r254_1 0) (< r254_1 16)) (and (>= r254_byte 0) (< r254_byte 4)) (= byte (+ ?x1313 r254_byte)))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* w255_0 16) (* w255_1 1)))))))
 (and (and (>= w255_0 0) (< w255_0 8)) (and (>= w255_1 0) (< w255_1 8)) (and (>= w255_byte 0) (< w255_byte 4)) (= byte (+ ?x314 w255_byte)))))
(assert
 (let (($x164 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x264 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x1194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x264 $x164)))
(or (or false) (not $x1194))))))
(check-sat)
