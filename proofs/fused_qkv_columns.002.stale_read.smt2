; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r69_byte () Int)
(declare-fun r69_1 () Int)
(declare-fun r69_0 () Int)
(declare-fun byte () Int)
(declare-fun w70_byte () Int)
(declare-fun w70_1 () Int)
(declare-fun w70_0 () Int)
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* r69_0 24) (* r69_1 1)))))))
 (and (and (>= r69_0 0) (< r69_0 4)) (and (>= r69_1 0) (< r69_1 24)) (and (>= r69_byte 0) (< r69_byte 4)) (= byte (+ ?x24 r69_byte)))))
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* w70_0 24) (* w70_1 1)))))))
 (and (and (>= w70_0 0) (< w70_0 4)) (and (>= w70_1 0) (< w70_1 8)) (and (>= w70_byte 0) (< w70_byte 4)) (= byte (+ ?x192 w70_byte)))))
(assert
 (let (($x191 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x233 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x209 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x233 $x191)))
(or (or false) (not $x209))))))
(check-sat)
