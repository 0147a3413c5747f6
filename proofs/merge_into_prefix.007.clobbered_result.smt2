; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.prefix_ptr: clobbered result (slice_scatter_1 reads getitem_1 vs triton_kernel_wrapper_functional_proxy writes out_ptr (slice_1))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r351_byte () Int)
(declare-fun r351_1 () Int)
(declare-fun r351_0 () Int)
(declare-fun byte () Int)
(declare-fun w352_byte () Int)
(declare-fun w352_1 () Int)
(declare-fun w352_0 () Int)
(assert
 (let ((?x457 (+ 0 (* 4 (+ 32 (+ (* r351_0 16) (* r351_1 1)))))))
 (and (and (>= r351_0 0) (< r351_0 4)) (and (>= r351_1 0) (< r351_1 16)) (and (>= r351_byte 0) (< r351_byte 4)) (= byte (+ ?x457 r351_byte)))))
(assert
 (let ((?x89 (+ 0 (* 4 (+ 32 (+ (* w352_0 16) (* w352_1 1)))))))
(and (and (>= w352_0 0) (< w352_0 4)) (and (>= w352_1 0) (< w352_1 16)) (and (>= w352_byte 0) (< w352_byte 4)) (= byte (+ ?x89 w352_byte)))))
(check-sat)
