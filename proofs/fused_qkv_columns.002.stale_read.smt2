; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r46_byte () Int)
(declare-fun r46_1 () Int)
(declare-fun r46_0 () Int)
(declare-fun byte () Int)
(declare-fun w47_byte () Int)
(declare-fun w47_1 () Int)
(declare-fun w47_0 () Int)
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* r46_0 24) (* r46_1 1)))))))
 (and (and (>= r46_0 0) (< r46_0 4)) (and (>= r46_1 0) (< r46_1 24)) (and (>= r46_byte 0) (< r46_byte 4)) (= byte (+ ?x28 r46_byte)))))
(assert
 (let ((?x228 (+ 0 (* 4 (+ 8 (+ (* w47_0 24) (* w47_1 1)))))))
 (and (and (>= w47_0 0) (< w47_0 4)) (and (>= w47_1 0) (< w47_1 8)) (and (>= w47_byte 0) (< w47_byte 4)) (= byte (+ ?x228 w47_byte)))))
(assert
 (let (($x45 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x123 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x116 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x123 $x45)))
(or (or false) (not $x116))))))
(check-sat)
