; program rope_q_k, triton_kernel_wrapper_functional_proxy.q_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy q_ptr=permute)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_3 () Int)
(declare-fun r354_2 () Int)
(declare-fun r354_1 () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_3 () Int)
(declare-fun w355_2 () Int)
(declare-fun w355_1 () Int)
(declare-fun w355_0 () Int)
(assert
 (let ((?x84 (+ (+ (+ (* r354_0 256) (* r354_1 16)) (* r354_2 32)) (* r354_3 1))))
 (and (and (>= r354_0 0) (< r354_0 1)) (and (>= r354_1 0) (< r354_1 2)) (and (>= r354_2 0) (< r354_2 8)) (and (>= r354_3 0) (< r354_3 16)) (and (>= r354_byte 0) (< r354_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x84))) r354_byte)))))
(assert
 (let ((?x69 (+ (+ (+ (* w355_0 256) (* w355_1 32)) (* w355_2 16)) (* w355_3 1))))
 (and (and (>= w355_0 0) (< w355_0 1)) (and (>= w355_1 0) (< w355_1 8)) (and (>= w355_2 0) (< w355_2 2)) (and (>= w355_3 0) (< w355_3 16)) (and (>= w355_byte 0) (< w355_byte 4)) (= byte (+ (+ 0 (* 4 (+ 0 ?x69))) w355_byte)))))
(assert
 (let ((?x426 (- (div (- byte 0) 4) 0)))
(let ((?x285 (mod ?x426 32)))
(let ((?x142 (mod ?x285 16)))
(let (($x327 (and (>= ?x426 0) (< (div ?x426 32) 8) (< (div ?x285 16) 2) (< (div ?x142 1) 16) (= (mod ?x142 1) 0))))
(or (or false) (not $x327)))))))
(check-sat)
