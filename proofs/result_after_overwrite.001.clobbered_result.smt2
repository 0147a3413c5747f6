; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r20_byte () Int)
(declare-fun r20_0 () Int)
(declare-fun byte () Int)
(declare-fun w21_byte () Int)
(declare-fun w21_0 () Int)
(assert
 (let (($x118 (= byte (+ (+ 0 (* 4 (+ 0 (* r20_0 1)))) r20_byte))))
 (and (and (>= r20_0 0) (< r20_0 16)) (and (>= r20_byte 0) (< r20_byte 4)) $x118)))
(assert
 (let (($x91 (= byte (+ (+ 0 (* 4 (+ 0 (* w21_0 1)))) w21_byte))))
(and (and (>= w21_0 0) (< w21_0 16)) (and (>= w21_byte 0) (< w21_byte 4)) $x91)))
(check-sat)
