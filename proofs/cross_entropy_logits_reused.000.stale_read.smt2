; program cross_entropy_logits_reused, sub.self: stale read (triton_kernel_wrapper_functional_proxy reads arg0_1 vs sub self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r540_byte () Int)
(declare-fun r540_1 () Int)
(declare-fun r540_0 () Int)
(declare-fun byte () Int)
(declare-fun w541_byte () Int)
(declare-fun w541_1 () Int)
(declare-fun w541_0 () Int)
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* r540_0 16) (* r540_1 1)))))))
 (and (and (>= r540_0 0) (< r540_0 8)) (and (>= r540_1 0) (< r540_1 16)) (and (>= r540_byte 0) (< r540_byte 4)) (= byte (+ ?x123 r540_byte)))))
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* w541_0 16) (* w541_1 1)))))))
(and (and (>= w541_0 0) (< w541_0 8)) (and (>= w541_1 0) (< w541_1 16)) (and (>= w541_byte 0) (< w541_byte 4)) (= byte (+ ?x61 w541_byte)))))
(check-sat)
