; program merge_shifted, triton_kernel_wrapper_functional_proxy.prefix_ptr: clobbered result (slice_scatter_1 reads getitem_1 vs triton_kernel_wrapper_functional_proxy writes out_ptr (slice_1))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r377_byte () Int)
(declare-fun r377_1 () Int)
(declare-fun r377_0 () Int)
(declare-fun byte () Int)
(declare-fun w378_byte () Int)
(declare-fun w378_1 () Int)
(declare-fun w378_0 () Int)
(assert
 (let ((?x544 (+ 0 (* 4 (+ 0 (+ (* r377_0 16) (* r377_1 1)))))))
 (and (and (>= r377_0 0) (< r377_0 7)) (and (>= r377_1 0) (< r377_1 16)) (and (>= r377_byte 0) (< r377_byte 4)) (= byte (+ ?x544 r377_byte)))))
(assert
 (let ((?x284 (+ 0 (* 4 (+ 16 (+ (* w378_0 16) (* w378_1 1)))))))
(and (and (>= w378_0 0) (< w378_0 7)) (and (>= w378_1 0) (< w378_1 16)) (and (>= w378_byte 0) (< w378_byte 4)) (= byte (+ ?x284 w378_byte)))))
(check-sat)
