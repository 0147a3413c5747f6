; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r54_byte () Int)
(declare-fun r54_1 () Int)
(declare-fun r54_0 () Int)
(declare-fun byte () Int)
(declare-fun w55_byte () Int)
(declare-fun w55_1 () Int)
(declare-fun w55_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r54_0 24) (* r54_1 1)))))))
 (and (and (>= r54_0 0) (< r54_0 4)) (and (>= r54_1 0) (< r54_1 24)) (and (>= r54_byte 0) (< r54_byte 4)) (= byte (+ ?x56 r54_byte)))))
(assert
 (let ((?x129 (+ 0 (* 4 (+ 0 (+ (* w55_0 24) (* w55_1 1)))))))
 (and (and (>= w55_0 0) (< w55_0 4)) (and (>= w55_1 0) (< w55_1 8)) (and (>= w55_byte 0) (< w55_byte 4)) (= byte (+ ?x129 w55_byte)))))
(assert
 (let (($x197 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x152 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x211 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x152 $x197)))
(or (or false) (not $x211))))))
(check-sat)
