; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r362_byte () Int)
(declare-fun r362_0 () Int)
(declare-fun byte () Int)
(declare-fun w363_byte () Int)
(declare-fun w363_0 () Int)
(assert
 (let (($x205 (= byte (+ (+ 0 (* 4 (+ 0 (* r362_0 1)))) r362_byte))))
 (and (and (>= r362_0 0) (< r362_0 32)) (and (>= r362_byte 0) (< r362_byte 4)) $x205)))
(assert
 (let (($x261 (= byte (+ (+ 0 (* 4 (+ 0 (* w363_0 1)))) w363_byte))))
(and (and (>= w363_0 0) (< w363_0 32)) (and (>= w363_byte 0) (< w363_byte 4)) $x261)))
(check-sat)
