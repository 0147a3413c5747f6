; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r648_byte () Int)
(declare-fun r648_1 () Int)
(declare-fun r648_0 () Int)
(declare-fun byte () Int)
(declare-fun w649_byte () Int)
(declare-fun w649_1 () Int)
(declare-fun w649_0 () Int)
(assert
 (let ((?x49668 (+ 0 (* 4 (+ 0 (+ (* r648_0 32) (* r648_1 1)))))))
 (and (and (>= r648_0 0) (< r648_0 4)) (and (>= r648_1 0) (< r648_1 16)) (and (>= r648_byte 0) (< r648_byte 4)) (= byte (+ ?x49668 r648_byte)))))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 16 (+ (* w649_0 32) (* w649_1 1)))))))
(and (and (>= w649_0 0) (< w649_0 4)) (and (>= w649_1 0) (< w649_1 16)) (and (>= w649_byte 0) (< w649_byte 4)) (= byte (+ ?x374 w649_byte)))))
(check-sat)
