; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: clobbered result (slice_scatter_1 reads getitem_1 vs triton_kernel_wrapper_functional_proxy writes a_ptr (slice_1))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r990_byte () Int)
(declare-fun r990_1 () Int)
(declare-fun r990_0 () Int)
(declare-fun byte () Int)
(declare-fun w991_byte () Int)
(declare-fun w991_1 () Int)
(declare-fun w991_0 () Int)
(assert
 (let ((?x173 (+ 0 (* 4 (+ 16 (+ (* r990_0 32) (* r990_1 1)))))))
 (and (and (>= r990_0 0) (< r990_0 4)) (and (>= r990_1 0) (< r990_1 16)) (and (>= r990_byte 0) (< r990_byte 4)) (= byte (+ ?x173 r990_byte)))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* w991_0 32) (* w991_1 1)))))))
(and (and (>= w991_0 0) (< w991_0 4)) (and (>= w991_1 0) (< w991_1 16)) (and (>= w991_byte 0) (< w991_byte 4)) (= byte (+ ?x320 w991_byte)))))
(check-sat)
