; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r145_byte () Int)
(declare-fun r145_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w146_byte () Int)
(declare-fun w146_0 () Int)
(assert
 (let (($x183 (= byte (+ (+ 0 (* 4 (+ 0 (* r145_0 1)))) r145_byte))))
 (and (and (>= r145_0 0) (< r145_0 (+ 1 (div s83 2)))) (and (>= r145_byte 0) (< r145_byte 4)) $x183)))
(assert
 (let ((?x240 (+ (+ 0 (* 4 (+ (div s83 2) (* w146_0 1)))) w146_byte)))
 (and (and (>= w146_0 0) (< w146_0 (+ 1 (div s83 2)))) (and (>= w146_byte 0) (< w146_byte 4)) (= byte ?x240))))
(assert
 (>= s83 2))
(assert
 (let ((?x232 (div s83 2)))
 (let ((?x72 (+ 1 ?x232)))
 (<= ?x72 s83))))
(assert
 (let ((?x232 (div s83 2)))
 (<= ?x232 s83)))
(assert
 (let ((?x232 (div s83 2)))
(let ((?x285 (* 2 ?x232)))
(let ((?x82 (+ 1 ?x285)))
(<= ?x82 s83)))))
(check-sat)
