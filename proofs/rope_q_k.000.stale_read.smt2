; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r918_byte () Int)
(declare-fun r918_3 () Int)
(declare-fun r918_2 () Int)
(declare-fun r918_1 () Int)
(declare-fun r918_0 () Int)
(declare-fun byte () Int)
(declare-fun w919_byte () Int)
(declare-fun w919_3 () Int)
(declare-fun w919_2 () Int)
(declare-fun w919_1 () Int)
(declare-fun w919_0 () Int)
(assert
 (let ((?x157 (+ (+ (+ (* r918_0 256) (* r918_1 16)) (* r918_2 32)) (* r918_3 1))))
 (and (and (>= r918_0 0) (< r918_0 1)) (and (>= r918_1 0) (< r918_1 2)) (and (>= r918_2 0) (< r918_2 8)) (and (>= r918_3 0) (< r918_3 16)) (and (>= r918_byte 0) (< r918_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x157))) r918_byte)))))
(assert
 (let ((?x672 (+ (+ (+ (* w919_0 256) (* w919_1 32)) (* w919_2 16)) (* w919_3 1))))
 (and (and (>= w919_0 0) (< w919_0 1)) (and (>= w919_1 0) (< w919_1 8)) (and (>= w919_2 0) (< w919_2 2)) (and (>= w919_3 0) (< w919_3 16)) (and (>= w919_byte 0) (< w919_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x672))) w919_byte)))))
(assert
 (let ((?x588 (- (div (- byte 0) 4) 0)))
(let ((?x441 (mod ?x588 32)))
(let ((?x103 (mod ?x441 16)))
(let (($x664 (and (>= ?x588 0) (< (div ?x588 32) 8) (< (div ?x441 16) 2) (< (div ?x103 1) 16) (= (mod ?x103 1) 0))))
(or (or false) (not $x664)))))))
(check-sat)
