; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r462_byte () Int)
(declare-fun r462_3 () Int)
(declare-fun r462_2 () Int)
(declare-fun r462_1 () Int)
(declare-fun r462_0 () Int)
(declare-fun byte () Int)
(declare-fun w463_byte () Int)
(declare-fun w463_3 () Int)
(declare-fun w463_2 () Int)
(declare-fun w463_1 () Int)
(declare-fun w463_0 () Int)
(assert
 (let ((?x52 (+ (+ (+ (* r462_0 256) (* r462_1 16)) (* r462_2 32)) (* r462_3 1))))
 (and (and (>= r462_0 0) (< r462_0 1)) (and (>= r462_1 0) (< r462_1 2)) (and (>= r462_2 0) (< r462_2 8)) (and (>= r462_3 0) (< r462_3 16)) (and (>= r462_byte 0) (< r462_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x52))) r462_byte)))))
(assert
 (let ((?x22 (+ (+ (+ (* w463_0 256) (* w463_1 32)) (* w463_2 16)) (* w463_3 1))))
 (and (and (>= w463_0 0) (< w463_0 1)) (and (>= w463_1 0) (< w463_1 8)) (and (>= w463_2 0) (< w463_2 2)) (and (>= w463_3 0) (< w463_3 16)) (and (>= w463_byte 0) (< w463_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x22))) w463_byte)))))
(assert
 (let ((?x775 (- (div (- byte 0) 4) 0)))
(let ((?x362 (mod ?x775 32)))
(let ((?x976 (mod ?x362 16)))
(let (($x361 (and (>= ?x775 0) (< (div ?x775 32) 8) (< (div ?x362 16) 2) (< (div ?x976 1) 16) (= (mod ?x976 1) 0))))
(or (or false) (not $x361)))))))
(check-sat)
