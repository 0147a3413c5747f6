; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r140_byte () Int)
(declare-fun r140_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w141_byte () Int)
(declare-fun w141_0 () Int)
(assert
 (let (($x343 (= byte (+ (+ 0 (* 4 (+ 0 (* r140_0 1)))) r140_byte))))
 (and (and (>= r140_0 0) (< r140_0 (div s83 2))) (and (>= r140_byte 0) (< r140_byte 4)) $x343)))
(assert
 (let ((?x145 (+ (+ 0 (* 4 (+ (div s83 2) (* w141_0 1)))) w141_byte)))
 (and (and (>= w141_0 0) (< w141_0 (div s83 2))) (and (>= w141_byte 0) (< w141_byte 4)) (= byte ?x145))))
(assert
 (>= s83 4))
(assert
 (let ((?x185 (div s83 2)))
 (<= ?x185 s83)))
(assert
 (let ((?x185 (div s83 2)))
 (let ((?x177 (* 2 ?x185)))
 (<= ?x177 s83))))
(assert
 (let ((?x185 (div s83 2)))
(<= 2 ?x185)))
(check-sat)
