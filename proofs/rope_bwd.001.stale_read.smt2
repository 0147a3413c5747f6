; program rope_bwd, triton_kernel_wrapper_functional_proxy.k_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy k_ptr=permute_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r924_byte () Int)
(declare-fun r924_3 () Int)
(declare-fun r924_2 () Int)
(declare-fun r924_1 () Int)
(declare-fun r924_0 () Int)
(declare-fun byte () Int)
(declare-fun w925_byte () Int)
(declare-fun w925_3 () Int)
(declare-fun w925_2 () Int)
(declare-fun w925_1 () Int)
(declare-fun w925_0 () Int)
(assert
 (let ((?x303 (+ (+ (+ (* r924_0 256) (* r924_1 16)) (* r924_2 32)) (* r924_3 1))))
 (and (and (>= r924_0 0) (< r924_0 1)) (and (>= r924_1 0) (< r924_1 2)) (and (>= r924_2 0) (< r924_2 8)) (and (>= r924_3 0) (< r924_3 16)) (and (>= r924_byte 0) (< r924_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x303))) r924_byte)))))
(assert
 (let ((?x131 (+ (+ (+ (* w925_0 256) (* w925_1 32)) (* w925_2 16)) (* w925_3 1))))
 (and (and (>= w925_0 0) (< w925_0 1)) (and (>= w925_1 0) (< w925_1 8)) (and (>= w925_2 0) (< w925_2 2)) (and (>= w925_3 0) (< w925_3 16)) (and (>= w925_byte 0) (< w925_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x131))) w925_byte)))))
(assert
 (let ((?x588 (- (div (- byte 0) 4) 0)))
(let ((?x441 (mod ?x588 32)))
(let ((?x103 (mod ?x441 16)))
(let (($x664 (and (>= ?x588 0) (< (div ?x588 32) 8) (< (div ?x441 16) 2) (< (div ?x103 1) 16) (= (mod ?x103 1) 0))))
(or (or false) (not $x664)))))))
(check-sat)
