; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: clobbered result (slice_scatter_1 reads getitem_1 vs triton_kernel_wrapper_functional_proxy writes a_ptr (slice_1))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r994_byte () Int)
(declare-fun r994_1 () Int)
(declare-fun r994_0 () Int)
(declare-fun byte () Int)
(declare-fun w995_byte () Int)
(declare-fun w995_1 () Int)
(declare-fun w995_0 () Int)
(assert
 (let ((?x686 (+ 0 (* 4 (+ 16 (+ (* r994_0 32) (* r994_1 1)))))))
 (and (and (>= r994_0 0) (< r994_0 4)) (and (>= r994_1 0) (< r994_1 16)) (and (>= r994_byte 0) (< r994_byte 4)) (= byte (+ ?x686 r994_byte)))))
(assert
 (let ((?x250 (+ 0 (* 4 (+ 0 (+ (* w995_0 32) (* w995_1 1)))))))
(and (and (>= w995_0 0) (< w995_0 4)) (and (>= w995_1 0) (< w995_1 16)) (and (>= w995_byte 0) (< w995_byte 4)) (= byte (+ ?x250 w995_byte)))))
(check-sat)
