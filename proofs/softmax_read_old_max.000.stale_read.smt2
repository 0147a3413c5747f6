; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r482_byte () Int)
(declare-fun r482_1 () Int)
(declare-fun r482_0 () Int)
(declare-fun byte () Int)
(declare-fun w483_byte () Int)
(declare-fun w483_1 () Int)
(declare-fun w483_0 () Int)
(assert
 (let ((?x1268 (+ 0 (* 4 (+ 0 (+ (* r482_0 16) (* r482_1 1)))))))
 (and (and (>= r482_0 0) (< r482_0 8)) (and (>= r482_1 0) (< r482_1 16)) (and (>= r482_byte 0) (< r482_byte 4)) (= byte (+ ?x1268 r482_byte)))))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* w483_0 16) (* w483_1 1)))))))
(and (and (>= w483_0 0) (< w483_0 8)) (and (>= w483_1 0) (< w483_1 16)) (and (>= w483_byte 0) (< w483_byte 4)) (= byte (+ ?x390 w483_byte)))))
(check-sat)
