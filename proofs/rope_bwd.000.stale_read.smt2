; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r922_byte () Int)
(declare-fun r922_3 () Int)
(declare-fun r922_2 () Int)
(declare-fun r922_1 () Int)
(declare-fun r922_0 () Int)
(declare-fun byte () Int)
(declare-fun w923_byte () Int)
(declare-fun w923_3 () Int)
(declare-fun w923_2 () Int)
(declare-fun w923_1 () Int)
(declare-fun w923_0 () Int)
(assert
 (let ((?x691 (+ (+ (+ (* r922_0 256) (* r922_1 16)) (* r922_2 32)) (* r922_3 1))))
 (and (and (>= r922_0 0) (< r922_0 1)) (and (>= r922_1 0) (< r922_1 2)) (and (>= r922_2 0) (< r922_2 8)) (and (>= r922_3 0) (< r922_3 16)) (and (>= r922_byte 0) (< r922_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x691))) r922_byte)))))
(assert
 (let ((?x764 (+ (+ (+ (* w923_0 256) (* w923_1 32)) (* w923_2 16)) (* w923_3 1))))
 (and (and (>= w923_0 0) (< w923_0 1)) (and (>= w923_1 0) (< w923_1 8)) (and (>= w923_2 0) (< w923_2 2)) (and (>= w923_3 0) (< w923_3 16)) (and (>= w923_byte 0) (< w923_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x764))) w923_byte)))))
(assert
 (let ((?x588 (- (div (- byte 0) 4) 0)))
(let ((?x441 (mod ?x588 32)))
(let ((?x103 (mod ?x441 16)))
(let (($x664 (and (>= ?x588 0) (< (div ?x588 32) 8) (< (div ?x441 16) 2) (< (div ?x103 1) 16) (= (mod ?x103 1) 0))))
(or (or false) (not $x664)))))))
(check-sat)
