; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r591_byte () Int)
(declare-fun r591_1 () Int)
(declare-fun r591_0 () Int)
(declare-fun byte () Int)
(declare-fun w592_byte () Int)
(declare-fun w592_1 () Int)
(declare-fun w592_0 () Int)
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* r591_0 16) (* r591_1 1)))))))
 (and (and (>= r591_0 0) (< r591_0 8)) (and (>= r591_1 0) (< r591_1 16)) (and (>= r591_byte 0) (< r591_byte 4)) (= byte (+ ?x93 r591_byte)))))
(assert
 (let ((?x357 (+ 0 (* 4 (+ 0 (+ (* w592_0 16) (* w592_1 1)))))))
(and (and (>= w592_0 0) (< w592_0 8)) (and (>= w592_1 0) (< w592_1 16)) (and (>= w592_byte 0) (< w592_byte 4)) (= byte (+ ?x357 w592_byte)))))
(check-sat)
