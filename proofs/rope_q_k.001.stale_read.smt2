; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r372_byte () Int)
(declare-fun r372_3 () Int)
(declare-fun r372_2 () Int)
(declare-fun r372_1 () Int)
(declare-fun r372_0 () Int)
(declare-fun byte () Int)
(declare-fun w373_byte () Int)
(declare-fun w373_3 () Int)
(declare-fun w373_2 () Int)
(declare-fun w373_1 () Int)
(declare-fun w373_0 () Int)
(assert
 (let ((?x423 (+ (+ (+ (* r372_0 256) (* r372_1 16)) (* r372_2 32)) (* r372_3 1))))
 (and (and (>= r372_0 0) (< r372_0 1)) (and (>= r372_1 0) (< r372_1 2)) (and (>= r372_2 0) (< r372_2 8)) (and (>= r372_3 0) (< r372_3 16)) (and (>= r372_byte 0) (< r372_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x423))) r372_byte)))))
(assert
 (let ((?x336 (+ (+ (+ (* w373_0 256) (* w373_1 32)) (* w373_2 16)) (* w373_3 1))))
 (and (and (>= w373_0 0) (< w373_0 1)) (and (>= w373_1 0) (< w373_1 8)) (and (>= w373_2 0) (< w373_2 2)) (and (>= w373_3 0) (< w373_3 16)) (and (>= w373_byte 0) (< w373_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x336))) w373_byte)))))
(assert
 (let ((?x54 (- (div (- byte 0) 4) 0)))
(let ((?x403 (mod ?x54 32)))
(let ((?x207 (mod ?x403 16)))
(let (($x61 (and (>= ?x54 0) (< (div ?x54 32) 8) (< (div ?x403 16) 2) (< (div ?x207 1) 16) (= (mod ?x207 1) 0))))
(or (or false) (not $x61)))))))
(check-sat)
