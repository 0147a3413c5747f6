; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r88_byte () Int)
(declare-fun r88_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w89_byte () Int)
(declare-fun w89_0 () Int)
(assert
 (let (($x211 (= byte (+ (+ 0 (* 4 (+ 0 (* r88_0 1)))) r88_byte))))
 (and (and (>= r88_0 0) (< r88_0 (+ 1 (div s83 2)))) (and (>= r88_byte 0) (< r88_byte 4)) $x211)))
(assert
 (let ((?x90 (+ (+ 0 (* 4 (+ (div s83 2) (* w89_0 1)))) w89_byte)))
 (and (and (>= w89_0 0) (< w89_0 (+ 1 (div s83 2)))) (and (>= w89_byte 0) (< w89_byte 4)) (= byte ?x90))))
(assert
 (>= s83 2))
(assert
 (let ((?x182 (div s83 2)))
 (let ((?x227 (+ 1 ?x182)))
 (<= ?x227 s83))))
(assert
 (let ((?x182 (div s83 2)))
 (<= ?x182 s83)))
(assert
 (let ((?x182 (div s83 2)))
(let ((?x164 (* 2 ?x182)))
(let ((?x53 (+ 1 ?x164)))
(<= ?x53 s83)))))
(check-sat)
