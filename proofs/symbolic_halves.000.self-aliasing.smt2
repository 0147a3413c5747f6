; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r84_byte () Int)
(declare-fun r84_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w85_byte () Int)
(declare-fun w85_0 () Int)
(assert
 (let (($x150 (= byte (+ (+ 0 (* 4 (+ 0 (* r84_0 1)))) r84_byte))))
 (and (and (>= r84_0 0) (< r84_0 (div s83 2))) (and (>= r84_byte 0) (< r84_byte 4)) $x150)))
(assert
 (let ((?x211 (+ (+ 0 (* 4 (+ (div s83 2) (* w85_0 1)))) w85_byte)))
 (and (and (>= w85_0 0) (< w85_0 (div s83 2))) (and (>= w85_byte 0) (< w85_byte 4)) (= byte ?x211))))
(assert
 (>= s83 4))
(assert
 (let ((?x51 (div s83 2)))
 (<= ?x51 s83)))
(assert
 (let ((?x51 (div s83 2)))
 (let ((?x270 (* 2 ?x51)))
 (<= ?x270 s83))))
(assert
 (let ((?x51 (div s83 2)))
(<= 2 ?x51)))
(check-sat)
