; program gathered_in_place, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r56_byte () Int)
(declare-fun r56_0 () Int)
(declare-fun byte () Int)
(declare-fun w57_byte () Int)
(declare-fun w57_0 () Int)
(assert
 (let (($x126 (= byte (+ (+ 0 (* 4 (+ 0 (* r56_0 1)))) r56_byte))))
 (and (and (>= r56_0 0) (< r56_0 16)) (and (>= r56_byte 0) (< r56_byte 4)) $x126)))
(assert
 (let (($x173 (= byte (+ (+ 0 (* 4 (+ 0 (* w57_0 1)))) w57_byte))))
(and (and (>= w57_0 0) (< w57_0 16)) (and (>= w57_byte 0) (< w57_byte 4)) $x173)))
(check-sat)
