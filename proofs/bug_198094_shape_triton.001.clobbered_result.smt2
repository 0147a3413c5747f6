; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r618_byte () Int)
(declare-fun r618_0 () Int)
(declare-fun byte () Int)
(declare-fun w619_byte () Int)
(declare-fun w619_0 () Int)
(assert
 (let (($x870 (= byte (+ (+ 0 (* 4 (+ 0 (* r618_0 1)))) r618_byte))))
 (and (and (>= r618_0 0) (< r618_0 32)) (and (>= r618_byte 0) (< r618_byte 4)) $x870)))
(assert
 (let (($x49657 (= byte (+ (+ 0 (* 4 (+ 0 (* w619_0 1)))) w619_byte))))
(and (and (>= w619_0 0) (< w619_0 32)) (and (>= w619_byte 0) (< w619_byte 4)) $x49657)))
(check-sat)
