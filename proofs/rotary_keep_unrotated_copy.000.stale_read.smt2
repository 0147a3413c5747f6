; program rotary_keep_unrotated_copy, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r248_byte () Int)
(declare-fun r248_1 () Int)
(declare-fun r248_0 () Int)
(declare-fun byte () Int)
(declare-fun w249_byte () Int)
(declare-fun w249_1 () Int)
(declare-fun w249_0 () Int)
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r248_0 8) (* r248_1 1)))))))
 (and (and (>= r248_0 0) (< r248_0 8)) (and (>= r248_1 0) (< r248_1 8)) (and (>= r248_byte 0) (< r248_byte 4)) (= byte (+ ?x264 r248_byte)))))
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* w249_0 8) (* w249_1 1)))))))
(and (and (>= w249_0 0) (< w249_0 8)) (and (>= w249_1 0) (< w249_1 8)) (and (>= w249_byte 0) (< w249_byte 4)) (= byte (+ ?x123 w249_byte)))))
(check-sat)
