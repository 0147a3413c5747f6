; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r148_byte () Int)
(declare-fun r148_2 () Int)
(declare-fun r148_1 () Int)
(declare-fun r148_0 () Int)
(declare-fun byte () Int)
(declare-fun w149_byte () Int)
(declare-fun w149_1 () Int)
(declare-fun w149_0 () Int)
(assert
 (let ((?x76 (+ 0 (+ (+ (* r148_0 16) (* r148_1 8)) (* r148_2 1)))))
 (and (and (>= r148_0 0) (< r148_0 2)) (and (>= r148_1 0) (< r148_1 2)) (and (>= r148_2 0) (< r148_2 8)) (and (>= r148_byte 0) (< r148_byte 4)) (= byte (+ (+ 0 (* 4 ?x76)) r148_byte)))))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* w149_0 8) (* w149_1 1)))))))
 (and (and (>= w149_0 0) (< w149_0 4)) (and (>= w149_1 0) (< w149_1 8)) (and (>= w149_byte 0) (< w149_byte 4)) (= byte (+ ?x265 w149_byte)))))
(assert
 (let ((?x239 (- (div (- byte 0) 4) 0)))
(let ((?x119 (mod ?x239 16)))
(let ((?x287 (mod ?x119 8)))
(let (($x136 (and (>= ?x239 0) (< (div ?x239 16) 2) (< (div ?x119 8) 2) (< (div ?x287 1) 8) (= (mod ?x287 1) 0))))
(or (or false) (not $x136)))))))
(check-sat)
