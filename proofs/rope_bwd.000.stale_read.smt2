; program rope_bwd, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r634_byte () Int)
(declare-fun r634_3 () Int)
(declare-fun r634_2 () Int)
(declare-fun r634_1 () Int)
(declare-fun r634_0 () Int)
(declare-fun byte () Int)
(declare-fun w635_byte () Int)
(declare-fun w635_3 () Int)
(declare-fun w635_2 () Int)
(declare-fun w635_1 () Int)
(declare-fun w635_0 () Int)
(assert
 (let ((?x7101 (+ (+ (+ (* r634_0 256) (* r634_1 16)) (* r634_2 32)) (* r634_3 1))))
 (and (and (>= r634_0 0) (< r634_0 1)) (and (>= r634_1 0) (< r634_1 2)) (and (>= r634_2 0) (< r634_2 8)) (and (>= r634_3 0) (< r634_3 16)) (and (>= r634_byte 0) (< r634_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x7101))) r634_byte)))))
(assert
 (let ((?x777 (+ (+ (+ (* w635_0 256) (* w635_1 32)) (* w635_2 16)) (* w635_3 1))))
 (and (and (>= w635_0 0) (< w635_0 1)) (and (>= w635_1 0) (< w635_1 8)) (and (>= w635_2 0) (< w635_2 2)) (and (>= w635_3 0) (< w635_3 16)) (and (>= w635_byte 0) (< w635_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x777))) w635_byte)))))
(assert
 (let ((?x227 (- (div (- byte 0) 4) 0)))
(let ((?x1661 (mod ?x227 32)))
(let ((?x285 (mod ?x1661 16)))
(let (($x851 (and (>= ?x227 0) (< (div ?x227 32) 8) (< (div ?x1661 16) 2) (< (div ?x285 1) 16) (= (mod ?x285 1) 0))))
(or (or false) (not $x851)))))))
(check-sat)
