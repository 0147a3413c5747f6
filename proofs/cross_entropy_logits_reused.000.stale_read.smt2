; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r811_byte () Int)
(declare-fun r811_1 () Int)
(declare-fun r811_0 () Int)
(declare-fun byte () Int)
(declare-fun w812_byte () Int)
(declare-fun w812_1 () Int)
(declare-fun w812_0 () Int)
(assert
 (let ((?x121 (+ 0 (* 4 (+ 0 (+ (* r811_0 16) (* r811_1 1)))))))
 (and (and (>= r811_0 0) (< r811_0 8)) (and (>= r811_1 0) (< r811_1 16)) (and (>= r811_byte 0) (< r811_byte 4)) (= byte (+ ?x121 r811_byte)))))
(assert
 (let ((?x526 (+ 0 (* 4 (+ 0 (+ (* w812_0 16) (* w812_1 1)))))))
(and (and (>= w812_0 0) (< w812_0 8)) (and (>= w812_1 0) (< w812_1 16)) (and (>= w812_byte 0) (< w812_byte 4)) (= byte (+ ?x526 w812_byte)))))
(check-sat)
