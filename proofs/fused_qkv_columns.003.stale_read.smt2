; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r48_byte () Int)
(declare-fun r48_1 () Int)
(declare-fun r48_0 () Int)
(declare-fun byte () Int)
(declare-fun w49_byte () Int)
(declare-fun w49_1 () Int)
(declare-fun w49_0 () Int)
(assert
 (let ((?x205 (+ 0 (* 4 (+ 0 (+ (* r48_0 24) (* r48_1 1)))))))
 (and (and (>= r48_0 0) (< r48_0 4)) (and (>= r48_1 0) (< r48_1 24)) (and (>= r48_byte 0) (< r48_byte 4)) (= byte (+ ?x205 r48_byte)))))
(assert
 (let ((?x42 (+ 0 (* 4 (+ 8 (+ (* w49_0 24) (* w49_1 1)))))))
 (and (and (>= w49_0 0) (< w49_0 4)) (and (>= w49_1 0) (< w49_1 8)) (and (>= w49_byte 0) (< w49_byte 4)) (= byte (+ ?x42 w49_byte)))))
(assert
 (let (($x121 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x160 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x221 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x160 $x121)))
(or (or false) (not $x221))))))
(check-sat)
