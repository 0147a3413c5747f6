; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r543_byte () Int)
(declare-fun r543_1 () Int)
(declare-fun r543_0 () Int)
(declare-fun byte () Int)
(declare-fun w544_byte () Int)
(declare-fun w544_1 () Int)
(declare-fun w544_0 () Int)
(assert
 (let ((?x421 (+ 0 (* 4 (+ 0 (+ (* r543_0 16) (* r543_1 1)))))))
 (and (and (>= r543_0 0) (< r543_0 8)) (and (>= r543_1 0) (< r543_1 16)) (and (>= r543_byte 0) (< r543_byte 4)) (= byte (+ ?x421 r543_byte)))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* w544_0 16) (* w544_1 1)))))))
(and (and (>= w544_0 0) (< w544_0 8)) (and (>= w544_1 0) (< w544_1 16)) (and (>= w544_byte 0) (< w544_byte 4)) (= byte (+ ?x307 w544_byte)))))
(check-sat)
