; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r542_byte () Int)
(declare-fun r542_1 () Int)
(declare-fun r542_0 () Int)
(declare-fun byte () Int)
(declare-fun w543_byte () Int)
(declare-fun w543_1 () Int)
(declare-fun w543_0 () Int)
(assert
 (let ((?x423 (+ 0 (* 4 (+ 0 (+ (* r542_0 16) (* r542_1 1)))))))
 (and (and (>= r542_0 0) (< r542_0 8)) (and (>= r542_1 0) (< r542_1 16)) (and (>= r542_byte 0) (< r542_byte 4)) (= byte (+ ?x423 r542_byte)))))
(assert
 (let ((?x1178 (+ 0 (* 4 (+ 0 (+ (* w543_0 16) (* w543_1 1)))))))
(and (and (>= w543_0 0) (< w543_0 8)) (and (>= w543_1 0) (< w543_1 16)) (and (>= w543_byte 0) (< w543_byte 4)) (= byte (+ ?x1178 w543_byte)))))
(check-sat)
