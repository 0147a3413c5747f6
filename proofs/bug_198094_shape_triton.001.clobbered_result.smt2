; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r446_byte () Int)
(declare-fun r446_0 () Int)
(declare-fun byte () Int)
(declare-fun w447_byte () Int)
(declare-fun w447_0 () Int)
(assert
 (let (($x538 (= byte (+ (+ 0 (* 4 (+ 0 (* r446_0 1)))) r446_byte))))
 (and (and (>= r446_0 0) (< r446_0 32)) (and (>= r446_byte 0) (< r446_byte 4)) $x538)))
(assert
 (let (($x87 (= byte (+ (+ 0 (* 4 (+ 0 (* w447_0 1)))) w447_byte))))
(and (and (>= w447_0 0) (< w447_0 32)) (and (>= w447_byte 0) (< w447_byte 4)) $x87)))
(check-sat)
