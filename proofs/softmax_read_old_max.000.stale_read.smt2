; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_1 () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_1 () Int)
(declare-fun w353_0 () Int)
(assert
 (let ((?x127 (+ 0 (* 4 (+ 0 (+ (* r352_0 16) (* r352_1 1)))))))
 (and (and (>= r352_0 0) (< r352_0 8)) (and (>= r352_1 0) (< r352_1 16)) (and (>= r352_byte 0) (< r352_byte 4)) (= byte (+ ?x127 r352_byte)))))
(assert
 (let ((?x80 (+ 0 (* 4 (+ 0 (+ (* w353_0 16) (* w353_1 1)))))))
(and (and (>= w353_0 0) (< w353_0 8)) (and (>= w353_1 0) (< w353_1 16)) (and (>= w353_byte 0) (< w353_byte 4)) (= byte (+ ?x80 w353_byte)))))
(check-sat)
