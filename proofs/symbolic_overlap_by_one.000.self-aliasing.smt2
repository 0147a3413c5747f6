; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r147_byte () Int)
(declare-fun r147_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w148_byte () Int)
(declare-fun w148_0 () Int)
(assert
 (let (($x307 (= byte (+ (+ 0 (* 4 (+ 0 (* r147_0 1)))) r147_byte))))
 (and (and (>= r147_0 0) (< r147_0 (+ 1 (div s83 2)))) (and (>= r147_byte 0) (< r147_byte 4)) $x307)))
(assert
 (let ((?x264 (+ (+ 0 (* 4 (+ (div s83 2) (* w148_0 1)))) w148_byte)))
 (and (and (>= w148_0 0) (< w148_0 (+ 1 (div s83 2)))) (and (>= w148_byte 0) (< w148_byte 4)) (= byte ?x264))))
(assert
 (>= s83 2))
(assert
 (let ((?x185 (div s83 2)))
 (let ((?x84 (+ 1 ?x185)))
 (<= ?x84 s83))))
(assert
 (let ((?x185 (div s83 2)))
 (<= ?x185 s83)))
(assert
 (let ((?x185 (div s83 2)))
(let ((?x368 (* 2 ?x185)))
(let ((?x246 (+ 1 ?x368)))
(<= ?x246 s83)))))
(check-sat)
