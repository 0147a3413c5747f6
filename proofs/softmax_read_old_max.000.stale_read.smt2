; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r484_byte () Int)
(declare-fun r484_1 () Int)
(declare-fun r484_0 () Int)
(declare-fun byte () Int)
(declare-fun w485_byte () Int)
(declare-fun w485_1 () Int)
(declare-fun w485_0 () Int)
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* r484_0 16) (* r484_1 1)))))))
 (and (and (>= r484_0 0) (< r484_0 8)) (and (>= r484_1 0) (< r484_1 16)) (and (>= r484_byte 0) (< r484_byte 4)) (= byte (+ ?x251 r484_byte)))))
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* w485_0 16) (* w485_1 1)))))))
(and (and (>= w485_0 0) (< w485_0 8)) (and (>= w485_1 0) (< w485_1 16)) (and (>= w485_byte 0) (< w485_byte 4)) (= byte (+ ?x321 w485_byte)))))
(check-sat)
