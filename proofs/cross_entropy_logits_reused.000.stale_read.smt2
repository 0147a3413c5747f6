; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r863_byte () Int)
(declare-fun r863_1 () Int)
(declare-fun r863_0 () Int)
(declare-fun byte () Int)
(declare-fun w864_byte () Int)
(declare-fun w864_1 () Int)
(declare-fun w864_0 () Int)
(assert
 (let ((?x624 (+ 0 (* 4 (+ 0 (+ (* r863_0 16) (* r863_1 1)))))))
 (and (and (>= r863_0 0) (< r863_0 8)) (and (>= r863_1 0) (< r863_1 16)) (and (>= r863_byte 0) (< r863_byte 4)) (= byte (+ ?x624 r863_byte)))))
(assert
 (let ((?x289 (+ 0 (* 4 (+ 0 (+ (* w864_0 16) (* w864_1 1)))))))
(and (and (>= w864_0 0) (< w864_0 8)) (and (>= w864_1 0) (< w864_1 16)) (and (>= w864_byte 0) (< w864_byte 4)) (= byte (+ ?x289 w864_byte)))))
(check-sat)
