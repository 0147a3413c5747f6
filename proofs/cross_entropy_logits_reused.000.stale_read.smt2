; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r386_byte () Int)
(declare-fun r386_1 () Int)
(declare-fun r386_0 () Int)
(declare-fun byte () Int)
(declare-fun w387_byte () Int)
(declare-fun w387_1 () Int)
(declare-fun w387_0 () Int)
(assert
 (let ((?x182 (+ 0 (* 4 (+ 0 (+ (* r386_0 16) (* r386_1 1)))))))
 (and (and (>= r386_0 0) (< r386_0 8)) (and (>= r386_1 0) (< r386_1 16)) (and (>= r386_byte 0) (< r386_byte 4)) (= byte (+ ?x182 r386_byte)))))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* w387_0 16) (* w387_1 1)))))))
(and (and (>= w387_0 0) (< w387_0 8)) (and (>= w387_1 0) (< w387_1 16)) (and (>= w387_byte 0) (< w387_byte 4)) (= byte (+ ?x82 w387_byte)))))
(check-sat)
