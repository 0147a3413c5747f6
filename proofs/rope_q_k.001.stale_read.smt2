; program rope_q_k, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r356_byte () Int)
(declare-fun r356_3 () Int)
(declare-fun r356_2 () Int)
(declare-fun r356_1 () Int)
(declare-fun r356_0 () Int)
(declare-fun byte () Int)
(declare-fun w357_byte () Int)
(declare-fun w357_3 () Int)
(declare-fun w357_2 () Int)
(declare-fun w357_1 () Int)
(declare-fun w357_0 () Int)
(assert
 (let ((?x360 (+ (+ (+ (* r356_0 256) (* r356_1 16)) (* r356_2 32)) (* r356_3 1))))
 (and (and (>= r356_0 0) (< r356_0 1)) (and (>= r356_1 0) (< r356_1 2)) (and (>= r356_2 0) (< r356_2 8)) (and (>= r356_3 0) (< r356_3 16)) (and (>= r356_byte 0) (< r356_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x360))) r356_byte)))))
(assert
 (let ((?x277 (+ (+ (+ (* w357_0 256) (* w357_1 32)) (* w357_2 16)) (* w357_3 1))))
 (and (and (>= w357_0 0) (< w357_0 1)) (and (>= w357_1 0) (< w357_1 8)) (and (>= w357_2 0) (< w357_2 2)) (and (>= w357_3 0) (< w357_3 16)) (and (>= w357_byte 0) (< w357_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x277))) w357_byte)))))
(assert
 (let ((?x426 (- (div (- byte 0) 4) 0)))
(let ((?x285 (mod ?x426 32)))
(let ((?x142 (mod ?x285 16)))
(let (($x327 (and (>= ?x426 0) (< (div ?x426 32) 8) (< (div ?x285 16) 2) (< (div ?x142 1) 16) (= (mod ?x142 1) 0))))
(or (or false) (not $x327)))))))
(check-sat)
