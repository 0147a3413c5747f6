; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r918_byte () Int)
(declare-fun r918_1 () Int)
(declare-fun r918_0 () Int)
(declare-fun byte () Int)
(declare-fun w919_byte () Int)
(declare-fun w919_1 () Int)
(declare-fun w919_0 () Int)
(assert
 (let ((?x154 (+ 0 (* 4 (+ 0 (+ (* r918_0 32) (* r918_1 1)))))))
 (and (and (>= r918_0 0) (< r918_0 8)) (and (>= r918_1 0) (< r918_1 32)) (and (>= r918_byte 0) (< r918_byte 4)) (= byte (+ ?x154 r918_byte)))))
(assert
 (let ((?x91 (+ 0 (* 4 (+ 8 (+ (* w919_0 32) (* w919_1 1)))))))
 (and (and (>= w919_0 0) (< w919_0 8)) (and (>= w919_1 0) (< w919_1 8)) (and (>= w919_byte 0) (< w919_byte 4)) (= byte (+ ?x91 w919_byte)))))
(assert
 (let (($x496 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x477 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x142 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x477 $x496)))
(or (or false) (not $x142))))))
(check-sat)
