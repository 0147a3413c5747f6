; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r77_byte () Int)
(declare-fun r77_1 () Int)
(declare-fun r77_0 () Int)
(declare-fun byte () Int)
(declare-fun w78_byte () Int)
(declare-fun w78_1 () Int)
(declare-fun w78_0 () Int)
(assert
 (let ((?x147 (+ 0 (* 4 (+ 0 (+ (* r77_0 24) (* r77_1 1)))))))
 (and (and (>= r77_0 0) (< r77_0 4)) (and (>= r77_1 0) (< r77_1 24)) (and (>= r77_byte 0) (< r77_byte 4)) (= byte (+ ?x147 r77_byte)))))
(assert
 (let ((?x230 (+ 0 (* 4 (+ 0 (+ (* w78_0 24) (* w78_1 1)))))))
 (and (and (>= w78_0 0) (< w78_0 4)) (and (>= w78_1 0) (< w78_1 8)) (and (>= w78_byte 0) (< w78_byte 4)) (= byte (+ ?x230 w78_byte)))))
(assert
 (let (($x126 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x168 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x234 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x168 $x126)))
(or (or false) (not $x234))))))
(check-sat)
