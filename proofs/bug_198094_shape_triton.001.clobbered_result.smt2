; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r906_byte () Int)
(declare-fun r906_0 () Int)
(declare-fun byte () Int)
(declare-fun w907_byte () Int)
(declare-fun w907_0 () Int)
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* r906_0 1)))) r906_byte))))
 (and (and (>= r906_0 0) (< r906_0 32)) (and (>= r906_byte 0) (< r906_byte 4)) $x141)))
(assert
 (let (($x713 (= byte (+ (+ 0 (* 4 (+ 0 (* w907_0 1)))) w907_byte))))
(and (and (>= w907_0 0) (< w907_0 32)) (and (>= w907_byte 0) (< w907_byte 4)) $x713)))
(check-sat)
