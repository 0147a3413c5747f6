; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r458_byte () Int)
(declare-fun r458_3 () Int)
(declare-fun r458_2 () Int)
(declare-fun r458_1 () Int)
(declare-fun r458_0 () Int)
(declare-fun byte () Int)
(declare-fun w459_byte () Int)
(declare-fun w459_3 () Int)
(declare-fun w459_2 () Int)
(declare-fun w459_1 () Int)
(declare-fun w459_0 () Int)
(assert
 (let ((?x1302 (+ (+ (+ (* r458_0 256) (* r458_1 16)) (* r458_2 32)) (* r458_3 1))))
 (and (and (>= r458_0 0) (< r458_0 1)) (and (>= r458_1 0) (< r458_1 2)) (and (>= r458_2 0) (< r458_2 8)) (and (>= r458_3 0) (< r458_3 16)) (and (>= r458_byte 0) (< r458_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x1302))) r458_byte)))))
(assert
 (let ((?x1993 (+ (+ (+ (* w459_0 256) (* w459_1 32)) (* w459_2 16)) (* w459_3 1))))
 (and (and (>= w459_0 0) (< w459_0 1)) (and (>= w459_1 0) (< w459_1 8)) (and (>= w459_2 0) (< w459_2 2)) (and (>= w459_3 0) (< w459_3 16)) (and (>= w459_byte 0) (< w459_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x1993))) w459_byte)))))
(assert
 (let ((?x775 (- (div (- byte 0) 4) 0)))
(let ((?x362 (mod ?x775 32)))
(let ((?x976 (mod ?x362 16)))
(let (($x361 (and (>= ?x775 0) (< (div ?x775 32) 8) (< (div ?x362 16) 2) (< (div ?x976 1) 16) (= (mod ?x976 1) 0))))
(or (or false) (not $x361)))))))
(check-sat)
