; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r204_byte () Int)
(declare-fun r204_2 () Int)
(declare-fun r204_1 () Int)
(declare-fun r204_0 () Int)
(declare-fun byte () Int)
(declare-fun w205_byte () Int)
(declare-fun w205_1 () Int)
(declare-fun w205_0 () Int)
(assert
 (let ((?x97 (+ 0 (+ (+ (* r204_0 16) (* r204_1 8)) (* r204_2 1)))))
 (and (and (>= r204_0 0) (< r204_0 2)) (and (>= r204_1 0) (< r204_1 2)) (and (>= r204_2 0) (< r204_2 8)) (and (>= r204_byte 0) (< r204_byte 4)) (= byte (+ (+ 0 (* 4 ?x97)) r204_byte)))))
(assert
 (let ((?x230 (+ 0 (* 4 (+ 0 (+ (* w205_0 8) (* w205_1 1)))))))
 (and (and (>= w205_0 0) (< w205_0 4)) (and (>= w205_1 0) (< w205_1 8)) (and (>= w205_byte 0) (< w205_byte 4)) (= byte (+ ?x230 w205_byte)))))
(assert
 (let ((?x316 (- (div (- byte 0) 4) 0)))
(let ((?x23 (mod ?x316 16)))
(let ((?x167 (mod ?x23 8)))
(let (($x1047 (and (>= ?x316 0) (< (div ?x316 16) 2) (< (div ?x23 8) 2) (< (div ?x167 1) 8) (= (mod ?x167 1) 0))))
(or (or false) (not $x1047)))))))
(check-sat)
