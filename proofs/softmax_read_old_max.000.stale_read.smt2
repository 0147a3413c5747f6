; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r286_byte () Int)
(declare-fun r286_1 () Int)
(declare-fun r286_0 () Int)
(declare-fun byte () Int)
(declare-fun w287_byte () Int)
(declare-fun w287_1 () Int)
(declare-fun w287_0 () Int)
(assert
 (let ((?x45 (+ 0 (* 4 (+ 0 (+ (* r286_0 16) (* r286_1 1)))))))
 (and (and (>= r286_0 0) (< r286_0 8)) (and (>= r286_1 0) (< r286_1 16)) (and (>= r286_byte 0) (< r286_byte 4)) (= byte (+ ?x45 r286_byte)))))
(assert
 (let ((?x160 (+ 0 (* 4 (+ 0 (+ (* w287_0 16) (* w287_1 1)))))))
(and (and (>= w287_0 0) (< w287_0 8)) (and (>= w287_1 0) (< w287_1 16)) (and (>= w287_byte 0) (< w287_byte 4)) (= byte (+ ?x160 w287_byte)))))
(check-sat)
