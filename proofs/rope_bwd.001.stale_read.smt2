; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r360_byte () Int)
(declare-fun r360_3 () Int)
(declare-fun r360_2 () Int)
(declare-fun r360_1 () Int)
(declare-fun r360_0 () Int)
(declare-fun byte () Int)
(declare-fun w361_byte () Int)
(declare-fun w361_3 () Int)
(declare-fun w361_2 () Int)
(declare-fun w361_1 () Int)
(declare-fun w361_0 () Int)
(assert
 (let ((?x214 (+ (+ (+ (* r360_0 256) (* r360_1 16)) (* r360_2 32)) (* r360_3 1))))
 (and (and (>= r360_0 0) (< r360_0 1)) (and (>= r360_1 0) (< r360_1 2)) (and (>= r360_2 0) (< r360_2 8)) (and (>= r360_3 0) (< r360_3 16)) (and (>= r360_byte 0) (< r360_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x214))) r360_byte)))))
(assert
 (let ((?x110 (+ (+ (+ (* w361_0 256) (* w361_1 32)) (* w361_2 16)) (* w361_3 1))))
 (and (and (>= w361_0 0) (< w361_0 1)) (and (>= w361_1 0) (< w361_1 8)) (and (>= w361_2 0) (< w361_2 2)) (and (>= w361_3 0) (< w361_3 16)) (and (>= w361_byte 0) (< w361_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x110))) w361_byte)))))
(assert
 (let ((?x426 (- (div (- byte 0) 4) 0)))
(let ((?x285 (mod ?x426 32)))
(let ((?x142 (mod ?x285 16)))
(let (($x327 (and (>= ?x426 0) (< (div ?x426 32) 8) (< (div ?x285 16) 2) (< (div ?x142 1) 16) (= (mod ?x142 1) 0))))
(or (or false) (not $x327)))))))
(check-sat)
