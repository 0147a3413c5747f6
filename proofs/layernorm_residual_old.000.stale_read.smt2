; program layernorm_residual_old, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r338_byte () Int)
(declare-fun r338_1 () Int)
(declare-fun r338_0 () Int)
(declare-fun byte () Int)
(declare-fun w339_byte () Int)
(declare-fun w339_1 () Int)
(declare-fun w339_0 () Int)
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* r338_0 16) (* r338_1 1)))))))
 (and (and (>= r338_0 0) (< r338_0 8)) (and (>= r338_1 0) (< r338_1 16)) (and (>= r338_byte 0) (< r338_byte 4)) (= byte (+ ?x24 r338_byte)))))
(assert
 (let ((?x2682 (+ 0 (* 4 (+ 0 (+ (* w339_0 16) (* w339_1 1)))))))
(and (and (>= w339_0 0) (< w339_0 8)) (and (>= w339_1 0) (< w339_1 16)) (and (>= w339_byte 0) (< w339_byte 4)) (= byte (+ ?x2682 w339_byte)))))
(check-sat)
