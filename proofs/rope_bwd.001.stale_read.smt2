; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r636_byte () Int)
(declare-fun r636_3 () Int)
(declare-fun r636_2 () Int)
(declare-fun r636_1 () Int)
(declare-fun r636_0 () Int)
(declare-fun byte () Int)
(declare-fun w637_byte () Int)
(declare-fun w637_3 () Int)
(declare-fun w637_2 () Int)
(declare-fun w637_1 () Int)
(declare-fun w637_0 () Int)
(assert
 (let ((?x196 (+ (+ (+ (* r636_0 256) (* r636_1 16)) (* r636_2 32)) (* r636_3 1))))
 (and (and (>= r636_0 0) (< r636_0 1)) (and (>= r636_1 0) (< r636_1 2)) (and (>= r636_2 0) (< r636_2 8)) (and (>= r636_3 0) (< r636_3 16)) (and (>= r636_byte 0) (< r636_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x196))) r636_byte)))))
(assert
 (let ((?x49654 (+ (+ (+ (* w637_0 256) (* w637_1 32)) (* w637_2 16)) (* w637_3 1))))
 (and (and (>= w637_0 0) (< w637_0 1)) (and (>= w637_1 0) (< w637_1 8)) (and (>= w637_2 0) (< w637_2 2)) (and (>= w637_3 0) (< w637_3 16)) (and (>= w637_byte 0) (< w637_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x49654))) w637_byte)))))
(assert
 (let ((?x227 (- (div (- byte 0) 4) 0)))
(let ((?x1661 (mod ?x227 32)))
(let ((?x285 (mod ?x1661 16)))
(let (($x851 (and (>= ?x227 0) (< (div ?x227 32) 8) (< (div ?x1661 16) 2) (< (div ?x285 1) 16) (= (mod ?x285 1) 0))))
(or (or false) (not $x851)))))))
(check-sat)
