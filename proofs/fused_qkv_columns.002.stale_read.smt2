; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r56_byte () Int)
(declare-fun r56_1 () Int)
(declare-fun r56_0 () Int)
(declare-fun byte () Int)
(declare-fun w57_byte () Int)
(declare-fun w57_1 () Int)
(declare-fun w57_0 () Int)
(assert
 (let ((?x137 (+ 0 (* 4 (+ 0 (+ (* r56_0 24) (* r56_1 1)))))))
 (and (and (>= r56_0 0) (< r56_0 4)) (and (>= r56_1 0) (< r56_1 24)) (and (>= r56_byte 0) (< r56_byte 4)) (= byte (+ ?x137 r56_byte)))))
(assert
 (let ((?x131 (+ 0 (* 4 (+ 8 (+ (* w57_0 24) (* w57_1 1)))))))
 (and (and (>= w57_0 0) (< w57_0 4)) (and (>= w57_1 0) (< w57_1 8)) (and (>= w57_byte 0) (< w57_byte 4)) (= byte (+ ?x131 w57_byte)))))
(assert
 (let (($x85 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x145 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x161 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x145 $x85)))
(or (or false) (not $x161))))))
(check-sat)
