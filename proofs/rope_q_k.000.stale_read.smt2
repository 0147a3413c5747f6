; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r966_byte () Int)
(declare-fun r966_3 () Int)
(declare-fun r966_2 () Int)
(declare-fun r966_1 () Int)
(declare-fun r966_0 () Int)
(declare-fun byte () Int)
(declare-fun w967_byte () Int)
(declare-fun w967_3 () Int)
(declare-fun w967_2 () Int)
(declare-fun w967_1 () Int)
(declare-fun w967_0 () Int)
(assert
 (let ((?x656 (+ (+ (+ (* r966_0 256) (* r966_1 16)) (* r966_2 32)) (* r966_3 1))))
 (and (and (>= r966_0 0) (< r966_0 1)) (and (>= r966_1 0) (< r966_1 2)) (and (>= r966_2 0) (< r966_2 8)) (and (>= r966_3 0) (< r966_3 16)) (and (>= r966_byte 0) (< r966_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x656))) r966_byte)))))
(assert
 (let ((?x428 (+ (+ (+ (* w967_0 256) (* w967_1 32)) (* w967_2 16)) (* w967_3 1))))
 (and (and (>= w967_0 0) (< w967_0 1)) (and (>= w967_1 0) (< w967_1 8)) (and (>= w967_2 0) (< w967_2 2)) (and (>= w967_3 0) (< w967_3 16)) (and (>= w967_byte 0) (< w967_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x428))) w967_byte)))))
(assert
 (let ((?x705 (- (div (- byte 0) 4) 0)))
(let ((?x401 (mod ?x705 32)))
(let ((?x698 (mod ?x401 16)))
(let (($x339 (and (>= ?x705 0) (< (div ?x705 32) 8) (< (div ?x401 16) 2) (< (div ?x698 1) 16) (= (mod ?x698 1) 0))))
(or (or false) (not $x339)))))))
(check-sat)
