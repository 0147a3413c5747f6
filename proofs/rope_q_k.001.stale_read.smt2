; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r968_byte () Int)
(declare-fun r968_3 () Int)
(declare-fun r968_2 () Int)
(declare-fun r968_1 () Int)
(declare-fun r968_0 () Int)
(declare-fun byte () Int)
(declare-fun w969_byte () Int)
(declare-fun w969_3 () Int)
(declare-fun w969_2 () Int)
(declare-fun w969_1 () Int)
(declare-fun w969_0 () Int)
(assert
 (let ((?x739 (+ (+ (+ (* r968_0 256) (* r968_1 16)) (* r968_2 32)) (* r968_3 1))))
 (and (and (>= r968_0 0) (< r968_0 1)) (and (>= r968_1 0) (< r968_1 2)) (and (>= r968_2 0) (< r968_2 8)) (and (>= r968_3 0) (< r968_3 16)) (and (>= r968_byte 0) (< r968_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x739))) r968_byte)))))
(assert
 (let ((?x556 (+ (+ (+ (* w969_0 256) (* w969_1 32)) (* w969_2 16)) (* w969_3 1))))
 (and (and (>= w969_0 0) (< w969_0 1)) (and (>= w969_1 0) (< w969_1 8)) (and (>= w969_2 0) (< w969_2 2)) (and (>= w969_3 0) (< w969_3 16)) (and (>= w969_byte 0) (< w969_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x556))) w969_byte)))))
(assert
 (let ((?x705 (- (div (- byte 0) 4) 0)))
(let ((?x401 (mod ?x705 32)))
(let ((?x698 (mod ?x401 16)))
(let (($x339 (and (>= ?x705 0) (< (div ?x705 32) 8) (< (div ?x401 16) 2) (< (div ?x698 1) 16) (= (mod ?x698 1) 0))))
(or (or false) (not $x339)))))))
(check-sat)
