; program softmax_read_old_max, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (amax reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r595_byte () Int)
(declare-fun r595_1 () Int)
(declare-fun r595_0 () Int)
(declare-fun byte () Int)
(declare-fun w596_byte () Int)
(declare-fun w596_1 () Int)
(declare-fun w596_0 () Int)
(assert
 (let ((?x225 (+ 0 (* 4 (+ 0 (+ (* r595_0 16) (* r595_1 1)))))))
 (and (and (>= r595_0 0) (< r595_0 8)) (and (>= r595_1 0) (< r595_1 16)) (and (>= r595_byte 0) (< r595_byte 4)) (= byte (+ ?x225 r595_byte)))))
(assert
 (let ((?x350 (+ 0 (* 4 (+ 0 (+ (* w596_0 16) (* w596_1 1)))))))
(and (and (>= w596_0 0) (< w596_0 8)) (and (>= w596_1 0) (< w596_1 16)) (and (>= w596_byte 0) (< w596_byte 4)) (= byte (+ ?x350 w596_byte)))))
(check-sat)
