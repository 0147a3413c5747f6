; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r44_byte () Int)
(declare-fun r44_1 () Int)
(declare-fun r44_0 () Int)
(declare-fun byte () Int)
(declare-fun w45_byte () Int)
(declare-fun w45_1 () Int)
(declare-fun w45_0 () Int)
(assert
 (let ((?x150 (+ 0 (* 4 (+ 0 (+ (* r44_0 24) (* r44_1 1)))))))
 (and (and (>= r44_0 0) (< r44_0 4)) (and (>= r44_1 0) (< r44_1 24)) (and (>= r44_byte 0) (< r44_byte 4)) (= byte (+ ?x150 r44_byte)))))
(assert
 (let ((?x169 (+ 0 (* 4 (+ 0 (+ (* w45_0 24) (* w45_1 1)))))))
 (and (and (>= w45_0 0) (< w45_0 4)) (and (>= w45_1 0) (< w45_1 8)) (and (>= w45_byte 0) (< w45_byte 4)) (= byte (+ ?x169 w45_byte)))))
(assert
 (let (($x206 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x80 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x51 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x80 $x206)))
(or (or false) (not $x51))))))
(check-sat)
