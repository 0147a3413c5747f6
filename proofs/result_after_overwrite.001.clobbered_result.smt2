; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r29_byte () Int)
(declare-fun r29_0 () Int)
(declare-fun byte () Int)
(declare-fun w30_byte () Int)
(declare-fun w30_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r29_0 1)))) r29_byte))))
 (and (and (>= r29_0 0) (< r29_0 16)) (and (>= r29_byte 0) (< r29_byte 4)) $x143)))
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* w30_0 1)))) w30_byte))))
(and (and (>= w30_0 0) (< w30_0 16)) (and (>= w30_byte 0) (< w30_byte 4)) $x145)))
(check-sat)
