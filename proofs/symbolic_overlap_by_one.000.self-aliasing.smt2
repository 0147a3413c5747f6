; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r116_byte () Int)
(declare-fun r116_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w117_byte () Int)
(declare-fun w117_0 () Int)
(assert
 (let (($x262 (= byte (+ (+ 0 (* 4 (+ 0 (* r116_0 1)))) r116_byte))))
 (and (and (>= r116_0 0) (< r116_0 (+ 1 (div s83 2)))) (and (>= r116_byte 0) (< r116_byte 4)) $x262)))
(assert
 (let ((?x172 (+ (+ 0 (* 4 (+ (div s83 2) (* w117_0 1)))) w117_byte)))
 (and (and (>= w117_0 0) (< w117_0 (+ 1 (div s83 2)))) (and (>= w117_byte 0) (< w117_byte 4)) (= byte ?x172))))
(assert
 (>= s83 2))
(assert
 (let ((?x276 (div s83 2)))
 (let ((?x145 (+ 1 ?x276)))
 (<= ?x145 s83))))
(assert
 (let ((?x276 (div s83 2)))
 (<= ?x276 s83)))
(assert
 (let ((?x276 (div s83 2)))
(let ((?x29 (* 2 ?x276)))
(let ((?x194 (+ 1 ?x29)))
(<= ?x194 s83)))))
(check-sat)
