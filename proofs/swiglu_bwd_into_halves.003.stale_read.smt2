; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r646_byte () Int)
(declare-fun r646_1 () Int)
(declare-fun r646_0 () Int)
(declare-fun byte () Int)
(declare-fun w647_byte () Int)
(declare-fun w647_1 () Int)
(declare-fun w647_0 () Int)
(assert
 (let ((?x1302 (+ 0 (* 4 (+ 0 (+ (* r646_0 32) (* r646_1 1)))))))
 (and (and (>= r646_0 0) (< r646_0 4)) (and (>= r646_1 0) (< r646_1 16)) (and (>= r646_byte 0) (< r646_byte 4)) (= byte (+ ?x1302 r646_byte)))))
(assert
 (let ((?x1650 (+ 0 (* 4 (+ 16 (+ (* w647_0 32) (* w647_1 1)))))))
(and (and (>= w647_0 0) (< w647_0 4)) (and (>= w647_1 0) (< w647_1 16)) (and (>= w647_byte 0) (< w647_byte 4)) (= byte (+ ?x1650 w647_byte)))))
(check-sat)
