; program gathered_in_place, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r72_byte () Int)
(declare-fun r72_0 () Int)
(declare-fun byte () Int)
(declare-fun w73_byte () Int)
(declare-fun w73_0 () Int)
(assert
 (let (($x122 (= byte (+ (+ 0 (* 4 (+ 0 (* r72_0 1)))) r72_byte))))
 (and (and (>= r72_0 0) (< r72_0 16)) (and (>= r72_byte 0) (< r72_byte 4)) $x122)))
(assert
 (let (($x166 (= byte (+ (+ 0 (* 4 (+ 0 (* w73_0 1)))) w73_byte))))
(and (and (>= w73_0 0) (< w73_0 16)) (and (>= w73_byte 0) (< w73_byte 4)) $x166)))
(check-sat)
