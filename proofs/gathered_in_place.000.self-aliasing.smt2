; program gathered_in_place, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r58_byte () Int)
(declare-fun r58_0 () Int)
(declare-fun byte () Int)
(declare-fun w59_byte () Int)
(declare-fun w59_0 () Int)
(assert
 (let (($x194 (= byte (+ (+ 0 (* 4 (+ 0 (* r58_0 1)))) r58_byte))))
 (and (and (>= r58_0 0) (< r58_0 16)) (and (>= r58_byte 0) (< r58_byte 4)) $x194)))
(assert
 (let (($x119 (= byte (+ (+ 0 (* 4 (+ 0 (* w59_0 1)))) w59_byte))))
(and (and (>= w59_0 0) (< w59_0 16)) (and (>= w59_byte 0) (< w59_byte 4)) $x119)))
(check-sat)
