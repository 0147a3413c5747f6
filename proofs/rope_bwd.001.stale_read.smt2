; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r976_byte () Int)
(declare-fun r976_3 () Int)
(declare-fun r976_2 () Int)
(declare-fun r976_1 () Int)
(declare-fun r976_0 () Int)
(declare-fun byte () Int)
(declare-fun w977_byte () Int)
(declare-fun w977_3 () Int)
(declare-fun w977_2 () Int)
(declare-fun w977_1 () Int)
(declare-fun w977_0 () Int)
(assert
 (let ((?x260 (+ (+ (+ (* r976_0 256) (* r976_1 16)) (* r976_2 32)) (* r976_3 1))))
 (and (and (>= r976_0 0) (< r976_0 1)) (and (>= r976_1 0) (< r976_1 2)) (and (>= r976_2 0) (< r976_2 8)) (and (>= r976_3 0) (< r976_3 16)) (and (>= r976_byte 0) (< r976_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x260))) r976_byte)))))
(assert
 (let ((?x768 (+ (+ (+ (* w977_0 256) (* w977_1 32)) (* w977_2 16)) (* w977_3 1))))
 (and (and (>= w977_0 0) (< w977_0 1)) (and (>= w977_1 0) (< w977_1 8)) (and (>= w977_2 0) (< w977_2 2)) (and (>= w977_3 0) (< w977_3 16)) (and (>= w977_byte 0) (< w977_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x768))) w977_byte)))))
(assert
 (let ((?x589 (- (div (- byte 0) 4) 0)))
(let ((?x46 (mod ?x589 32)))
(let ((?x494 (mod ?x46 16)))
(let (($x349 (and (>= ?x589 0) (< (div ?x589 32) 8) (< (div ?x46 16) 2) (< (div ?x494 1) 16) (= (mod ?x494 1) 0))))
(or (or false) (not $x349)))))))
(check-sat)
