; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (sub reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r244_byte () Int)
(declare-fun r244_0 () Int)
(declare-fun byte () Int)
(declare-fun w245_byte () Int)
(declare-fun w245_0 () Int)
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 0 (* r244_0 1)))) r244_byte))))
 (and (and (>= r244_0 0) (< r244_0 64)) (and (>= r244_byte 0) (< r244_byte 4)) $x255)))
(assert
 (let (($x177 (= byte (+ (+ 0 (* 4 (+ 0 (* w245_0 1)))) w245_byte))))
(and (and (>= w245_0 0) (< w245_0 64)) (and (>= w245_byte 0) (< w245_byte 4)) $x177)))
(check-sat)
