; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r58_byte () Int)
(declare-fun r58_1 () Int)
(declare-fun r58_0 () Int)
(declare-fun byte () Int)
(declare-fun w59_byte () Int)
(declare-fun w59_1 () Int)
(declare-fun w59_0 () Int)
(assert
 (let ((?x212 (+ 0 (* 4 (+ 0 (+ (* r58_0 24) (* r58_1 1)))))))
 (and (and (>= r58_0 0) (< r58_0 4)) (and (>= r58_1 0) (< r58_1 24)) (and (>= r58_byte 0) (< r58_byte 4)) (= byte (+ ?x212 r58_byte)))))
(assert
 (let ((?x199 (+ 0 (* 4 (+ 8 (+ (* w59_0 24) (* w59_1 1)))))))
 (and (and (>= w59_0 0) (< w59_0 4)) (and (>= w59_1 0) (< w59_1 8)) (and (>= w59_byte 0) (< w59_byte 4)) (= byte (+ ?x199 w59_byte)))))
(assert
 (let (($x139 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x169 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x166 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x169 $x139)))
(or (or false) (not $x166))))))
(check-sat)
