; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores b_ptr (store at swiglu.py:105) vs reads a_ptr (load at swiglu.py:94))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun byte () Int)
(assert
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x501 (>= w_lane0 0)))
 (and $x501 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (not (or (or (< (* w_pid0 32) (- 9223372036854775808)) (>= (* w_pid0 32) 9223372036854775808)))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x453 (>= r_lane0 0)))
 (and $x453 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (not (or (or (< (* r_pid0 32) (- 9223372036854775808)) (>= (* r_pid0 32) 9223372036854775808)))))
(assert
 (let ((?x333 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x393 (+ (+ 0 (* 4 16)) ?x333)))
 (<= ?x393 byte))))
(assert
 (let ((?x333 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x393 (+ (+ 0 (* 4 16)) ?x333)))
 (< byte (+ ?x393 4)))))
(assert
 (let ((?x510 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x426 (+ (+ 0 (* 4 0)) ?x510)))
 (<= ?x426 byte))))
(assert
 (let ((?x510 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x426 (+ (+ 0 (* 4 0)) ?x510)))
 (< byte (+ ?x426 4)))))
(assert
 (let (($x143 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x143 true))))
(check-sat)
