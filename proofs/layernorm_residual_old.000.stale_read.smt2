; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r278_byte () Int)
(declare-fun r278_1 () Int)
(declare-fun r278_0 () Int)
(declare-fun byte () Int)
(declare-fun w279_byte () Int)
(declare-fun w279_1 () Int)
(declare-fun w279_0 () Int)
(assert
 (let ((?x286 (+ 0 (* 4 (+ 0 (+ (* r278_0 16) (* r278_1 1)))))))
 (and (and (>= r278_0 0) (< r278_0 8)) (and (>= r278_1 0) (< r278_1 16)) (and (>= r278_byte 0) (< r278_byte 4)) (= byte (+ ?x286 r278_byte)))))
(assert
 (let ((?x241 (+ 0 (* 4 (+ 0 (+ (* w279_0 16) (* w279_1 1)))))))
(and (and (>= w279_0 0) (< w279_0 8)) (and (>= w279_1 0) (< w279_1 16)) (and (>= w279_byte 0) (< w279_byte 4)) (= byte (+ ?x241 w279_byte)))))
(check-sat)
