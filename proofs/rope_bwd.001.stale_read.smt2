; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r376_byte () Int)
(declare-fun r376_3 () Int)
(declare-fun r376_2 () Int)
(declare-fun r376_1 () Int)
(declare-fun r376_0 () Int)
(declare-fun byte () Int)
(declare-fun w377_byte () Int)
(declare-fun w377_3 () Int)
(declare-fun w377_2 () Int)
(declare-fun w377_1 () Int)
(declare-fun w377_0 () Int)
(assert
 (let ((?x275 (+ (+ (+ (* r376_0 256) (* r376_1 16)) (* r376_2 32)) (* r376_3 1))))
 (and (and (>= r376_0 0) (< r376_0 1)) (and (>= r376_1 0) (< r376_1 2)) (and (>= r376_2 0) (< r376_2 8)) (and (>= r376_3 0) (< r376_3 16)) (and (>= r376_byte 0) (< r376_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x275))) r376_byte)))))
(assert
 (let ((?x118 (+ (+ (+ (* w377_0 256) (* w377_1 32)) (* w377_2 16)) (* w377_3 1))))
 (and (and (>= w377_0 0) (< w377_0 1)) (and (>= w377_1 0) (< w377_1 8)) (and (>= w377_2 0) (< w377_2 2)) (and (>= w377_3 0) (< w377_3 16)) (and (>= w377_byte 0) (< w377_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x118))) w377_byte)))))
(assert
 (let ((?x54 (- (div (- byte 0) 4) 0)))
(let ((?x403 (mod ?x54 32)))
(let ((?x207 (mod ?x403 16)))
(let (($x61 (and (>= ?x54 0) (< (div ?x54 32) 8) (< (div ?x403 16) 2) (< (div ?x207 1) 16) (= (mod ?x207 1) 0))))
(or (or false) (not $x61)))))))
(check-sat)
