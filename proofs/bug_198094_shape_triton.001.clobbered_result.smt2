; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r346_byte () Int)
(declare-fun r346_0 () Int)
(declare-fun byte () Int)
(declare-fun w347_byte () Int)
(declare-fun w347_0 () Int)
(assert
 (let (($x268 (= byte (+ (+ 0 (* 4 (+ 0 (* r346_0 1)))) r346_byte))))
 (and (and (>= r346_0 0) (< r346_0 32)) (and (>= r346_byte 0) (< r346_byte 4)) $x268)))
(assert
 (let (($x314 (= byte (+ (+ 0 (* 4 (+ 0 (* w347_0 1)))) w347_byte))))
(and (and (>= w347_0 0) (< w347_0 32)) (and (>= w347_byte 0) (< w347_byte 4)) $x314)))
(check-sat)
