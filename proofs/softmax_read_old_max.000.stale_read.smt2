; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r288_byte () Int)
(declare-fun r288_1 () Int)
(declare-fun r288_0 () Int)
(declare-fun byte () Int)
(declare-fun w289_byte () Int)
(declare-fun w289_1 () Int)
(declare-fun w289_0 () Int)
(assert
 (let ((?x294 (+ 0 (* 4 (+ 0 (+ (* r288_0 16) (* r288_1 1)))))))
 (and (and (>= r288_0 0) (< r288_0 8)) (and (>= r288_1 0) (< r288_1 16)) (and (>= r288_byte 0) (< r288_byte 4)) (= byte (+ ?x294 r288_byte)))))
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* w289_0 16) (* w289_1 1)))))))
(and (and (>= w289_0 0) (< w289_0 8)) (and (>= w289_1 0) (< w289_1 16)) (and (>= w289_byte 0) (< w289_byte 4)) (= byte (+ ?x166 w289_byte)))))
(check-sat)
