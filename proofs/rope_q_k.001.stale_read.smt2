; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r632_byte () Int)
(declare-fun r632_3 () Int)
(declare-fun r632_2 () Int)
(declare-fun r632_1 () Int)
(declare-fun r632_0 () Int)
(declare-fun byte () Int)
(declare-fun w633_byte () Int)
(declare-fun w633_3 () Int)
(declare-fun w633_2 () Int)
(declare-fun w633_1 () Int)
(declare-fun w633_0 () Int)
(assert
 (let ((?x741 (+ (+ (+ (* r632_0 256) (* r632_1 16)) (* r632_2 32)) (* r632_3 1))))
 (and (and (>= r632_0 0) (< r632_0 1)) (and (>= r632_1 0) (< r632_1 2)) (and (>= r632_2 0) (< r632_2 8)) (and (>= r632_3 0) (< r632_3 16)) (and (>= r632_byte 0) (< r632_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x741))) r632_byte)))))
(assert
 (let ((?x14165 (+ (+ (+ (* w633_0 256) (* w633_1 32)) (* w633_2 16)) (* w633_3 1))))
 (and (and (>= w633_0 0) (< w633_0 1)) (and (>= w633_1 0) (< w633_1 8)) (and (>= w633_2 0) (< w633_2 2)) (and (>= w633_3 0) (< w633_3 16)) (and (>= w633_byte 0) (< w633_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x14165))) w633_byte)))))
(assert
 (let ((?x227 (- (div (- byte 0) 4) 0)))
(let ((?x1661 (mod ?x227 32)))
(let ((?x285 (mod ?x1661 16)))
(let (($x851 (and (>= ?x227 0) (< (div ?x227 32) 8) (< (div ?x1661 16) 2) (< (div ?x285 1) 16) (= (mod ?x285 1) 0))))
(or (or false) (not $x851)))))))
(check-sat)
