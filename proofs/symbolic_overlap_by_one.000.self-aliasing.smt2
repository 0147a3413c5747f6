; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy reads slice_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r90_byte () Int)
(declare-fun r90_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w91_byte () Int)
(declare-fun w91_0 () Int)
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* r90_0 1)))) r90_byte))))
 (and (and (>= r90_0 0) (< r90_0 (+ 1 (div s83 2)))) (and (>= r90_byte 0) (< r90_byte 4)) $x54)))
(assert
 (let ((?x67 (+ (+ 0 (* 4 (+ (div s83 2) (* w91_0 1)))) w91_byte)))
 (and (and (>= w91_0 0) (< w91_0 (+ 1 (div s83 2)))) (and (>= w91_byte 0) (< w91_byte 4)) (= byte ?x67))))
(assert
 (>= s83 2))
(assert
 (let ((?x51 (div s83 2)))
 (let ((?x149 (+ 1 ?x51)))
 (<= ?x149 s83))))
(assert
 (let ((?x51 (div s83 2)))
 (<= ?x51 s83)))
(assert
 (let ((?x51 (div s83 2)))
(let ((?x212 (* 2 ?x51)))
(let ((?x48 (+ 1 ?x212)))
(<= ?x48 s83)))))
(check-sat)
