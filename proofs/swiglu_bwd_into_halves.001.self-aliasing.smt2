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
 (let (($x317 (>= w_lane0 0)))
 (and $x317 (< w_lane0 16))))
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
 (let (($x538 (>= r_lane0 0)))
 (and $x538 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (not (or (or (< (* r_pid0 32) (- 9223372036854775808)) (>= (* r_pid0 32) 9223372036854775808)))))
(assert
 (let ((?x643 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x826 (+ (+ 0 (* 4 16)) ?x643)))
 (<= ?x826 byte))))
(assert
 (let ((?x643 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x826 (+ (+ 0 (* 4 16)) ?x643)))
 (< byte (+ ?x826 4)))))
(assert
 (let ((?x591 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x736 (+ (+ 0 (* 4 0)) ?x591)))
 (<= ?x736 byte))))
(assert
 (let ((?x591 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x736 (+ (+ 0 (* 4 0)) ?x591)))
 (< byte (+ ?x736 4)))))
(assert
 (let (($x806 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x806 true))))
(check-sat)
