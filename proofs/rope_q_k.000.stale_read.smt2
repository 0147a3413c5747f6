; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r630_byte () Int)
(declare-fun r630_3 () Int)
(declare-fun r630_2 () Int)
(declare-fun r630_1 () Int)
(declare-fun r630_0 () Int)
(declare-fun byte () Int)
(declare-fun w631_byte () Int)
(declare-fun w631_3 () Int)
(declare-fun w631_2 () Int)
(declare-fun w631_1 () Int)
(declare-fun w631_0 () Int)
(assert
 (let ((?x405 (+ (+ (+ (* r630_0 256) (* r630_1 16)) (* r630_2 32)) (* r630_3 1))))
 (and (and (>= r630_0 0) (< r630_0 1)) (and (>= r630_1 0) (< r630_1 2)) (and (>= r630_2 0) (< r630_2 8)) (and (>= r630_3 0) (< r630_3 16)) (and (>= r630_byte 0) (< r630_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x405))) r630_byte)))))
(assert
 (let ((?x49431 (+ (+ (+ (* w631_0 256) (* w631_1 32)) (* w631_2 16)) (* w631_3 1))))
 (and (and (>= w631_0 0) (< w631_0 1)) (and (>= w631_1 0) (< w631_1 8)) (and (>= w631_2 0) (< w631_2 2)) (and (>= w631_3 0) (< w631_3 16)) (and (>= w631_byte 0) (< w631_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x49431))) w631_byte)))))
(assert
 (let ((?x227 (- (div (- byte 0) 4) 0)))
(let ((?x1661 (mod ?x227 32)))
(let ((?x285 (mod ?x1661 16)))
(let (($x851 (and (>= ?x227 0) (< (div ?x227 32) 8) (< (div ?x1661 16) 2) (< (div ?x285 1) 16) (= (mod ?x285 1) 0))))
(or (or false) (not $x851)))))))
(check-sat)
