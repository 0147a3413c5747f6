; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r302_byte () Int)
(declare-fun r302_0 () Int)
(declare-fun byte () Int)
(declare-fun w303_byte () Int)
(declare-fun w303_0 () Int)
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* r302_0 1)))) r302_byte))))
 (and (and (>= r302_0 0) (< r302_0 64)) (and (>= r302_byte 0) (< r302_byte 4)) $x47)))
(assert
 (let (($x186 (= byte (+ (+ 0 (* 4 (+ 0 (* w303_0 1)))) w303_byte))))
(and (and (>= w303_0 0) (< w303_0 64)) (and (>= w303_byte 0) (< w303_byte 4)) $x186)))
(check-sat)
