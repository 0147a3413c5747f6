; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r954_byte () Int)
(declare-fun r954_0 () Int)
(declare-fun byte () Int)
(declare-fun w955_byte () Int)
(declare-fun w955_0 () Int)
(assert
 (let (($x365 (= byte (+ (+ 0 (* 4 (+ 0 (* r954_0 1)))) r954_byte))))
 (and (and (>= r954_0 0) (< r954_0 32)) (and (>= r954_byte 0) (< r954_byte 4)) $x365)))
(assert
 (let (($x446 (= byte (+ (+ 0 (* 4 (+ 0 (* w955_0 1)))) w955_byte))))
(and (and (>= w955_0 0) (< w955_0 32)) (and (>= w955_byte 0) (< w955_byte 4)) $x446)))
(check-sat)
