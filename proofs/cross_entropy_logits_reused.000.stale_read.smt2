; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r859_byte () Int)
(declare-fun r859_1 () Int)
(declare-fun r859_0 () Int)
(declare-fun byte () Int)
(declare-fun w860_byte () Int)
(declare-fun w860_1 () Int)
(declare-fun w860_0 () Int)
(assert
 (let ((?x198 (+ 0 (* 4 (+ 0 (+ (* r859_0 16) (* r859_1 1)))))))
 (and (and (>= r859_0 0) (< r859_0 8)) (and (>= r859_1 0) (< r859_1 16)) (and (>= r859_byte 0) (< r859_byte 4)) (= byte (+ ?x198 r859_byte)))))
(assert
 (let ((?x519 (+ 0 (* 4 (+ 0 (+ (* w860_0 16) (* w860_1 1)))))))
(and (and (>= w860_0 0) (< w860_0 8)) (and (>= w860_1 0) (< w860_1 16)) (and (>= w860_byte 0) (< w860_byte 4)) (= byte (+ ?x519 w860_byte)))))
(check-sat)
