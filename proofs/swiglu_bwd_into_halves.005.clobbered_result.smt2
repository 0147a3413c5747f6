; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: clobbered result (slice_scatter_1 reads getitem_1 vs triton_kernel_wrapper_functional_proxy writes a_ptr (slice_1))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r992_byte () Int)
(declare-fun r992_1 () Int)
(declare-fun r992_0 () Int)
(declare-fun byte () Int)
(declare-fun w993_byte () Int)
(declare-fun w993_1 () Int)
(declare-fun w993_0 () Int)
(assert
 (let ((?x191 (+ 0 (* 4 (+ 16 (+ (* r992_0 32) (* r992_1 1)))))))
 (and (and (>= r992_0 0) (< r992_0 4)) (and (>= r992_1 0) (< r992_1 16)) (and (>= r992_byte 0) (< r992_byte 4)) (= byte (+ ?x191 r992_byte)))))
(assert
 (let ((?x719 (+ 0 (* 4 (+ 0 (+ (* w993_0 32) (* w993_1 1)))))))
(and (and (>= w993_0 0) (< w993_0 4)) (and (>= w993_1 0) (< w993_1 16)) (and (>= w993_byte 0) (< w993_byte 4)) (= byte (+ ?x719 w993_byte)))))
(check-sat)
