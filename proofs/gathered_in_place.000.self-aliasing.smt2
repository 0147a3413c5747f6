; program gathered_in_place, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r91_byte () Int)
(declare-fun r91_0 () Int)
(declare-fun byte () Int)
(declare-fun w92_byte () Int)
(declare-fun w92_0 () Int)
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 0 (* r91_0 1)))) r91_byte))))
 (and (and (>= r91_0 0) (< r91_0 16)) (and (>= r91_byte 0) (< r91_byte 4)) $x175)))
(assert
 (let (($x219 (= byte (+ (+ 0 (* 4 (+ 0 (* w92_0 1)))) w92_byte))))
(and (and (>= w92_0 0) (< w92_0 16)) (and (>= w92_byte 0) (< w92_byte 4)) $x219)))
(check-sat)
