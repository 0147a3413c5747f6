; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r970_byte () Int)
(declare-fun r970_3 () Int)
(declare-fun r970_2 () Int)
(declare-fun r970_1 () Int)
(declare-fun r970_0 () Int)
(declare-fun byte () Int)
(declare-fun w971_byte () Int)
(declare-fun w971_3 () Int)
(declare-fun w971_2 () Int)
(declare-fun w971_1 () Int)
(declare-fun w971_0 () Int)
(assert
 (let ((?x730 (+ (+ (+ (* r970_0 256) (* r970_1 16)) (* r970_2 32)) (* r970_3 1))))
 (and (and (>= r970_0 0) (< r970_0 1)) (and (>= r970_1 0) (< r970_1 2)) (and (>= r970_2 0) (< r970_2 8)) (and (>= r970_3 0) (< r970_3 16)) (and (>= r970_byte 0) (< r970_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x730))) r970_byte)))))
(assert
 (let ((?x348 (+ (+ (+ (* w971_0 256) (* w971_1 32)) (* w971_2 16)) (* w971_3 1))))
 (and (and (>= w971_0 0) (< w971_0 1)) (and (>= w971_1 0) (< w971_1 8)) (and (>= w971_2 0) (< w971_2 2)) (and (>= w971_3 0) (< w971_3 16)) (and (>= w971_byte 0) (< w971_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x348))) w971_byte)))))
(assert
 (let ((?x705 (- (div (- byte 0) 4) 0)))
(let ((?x401 (mod ?x705 32)))
(let ((?x698 (mod ?x401 16)))
(let (($x339 (and (>= ?x705 0) (< (div ?x705 32) 8) (< (div ?x401 16) 2) (< (div ?x698 1) 16) (= (mod ?x698 1) 0))))
(or (or false) (not $x339)))))))
(check-sat)
