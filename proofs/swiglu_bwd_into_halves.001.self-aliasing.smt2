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
 (let (($x49441 (>= w_pid0 0)))
 (and $x49441 (> 4 w_pid0))))
(assert
 (let (($x1177 (>= w_pid1 0)))
 (and $x1177 (> 1 w_pid1))))
(assert
 (let (($x1160 (>= w_pid2 0)))
 (and $x1160 (> 1 w_pid2))))
(assert
 (let (($x42299 (>= w_lane0 0)))
 (and $x42299 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x7637 (>= r_pid0 0)))
 (and $x7637 (> 4 r_pid0))))
(assert
 (let (($x41776 (>= r_pid1 0)))
 (and $x41776 (> 1 r_pid1))))
(assert
 (let (($x359 (>= r_pid2 0)))
 (and $x359 (> 1 r_pid2))))
(assert
 (let (($x49673 (>= r_lane0 0)))
 (and $x49673 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x8245 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x7638 (+ (+ 0 (* 4 16)) ?x8245)))
 (<= ?x7638 byte))))
(assert
 (let ((?x8245 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x7638 (+ (+ 0 (* 4 16)) ?x8245)))
 (< byte (+ ?x7638 4)))))
(assert
 (let ((?x293 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x18960 (+ (+ 0 (* 4 0)) ?x293)))
 (<= ?x18960 byte))))
(assert
 (let ((?x293 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x18960 (+ (+ 0 (* 4 0)) ?x293)))
 (< byte (+ ?x18960 4)))))
(assert
 (let (($x1034 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1034 true))))
(check-sat)
