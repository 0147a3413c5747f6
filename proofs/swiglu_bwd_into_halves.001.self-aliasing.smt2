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
 (let (($x155 (>= w_pid0 0)))
 (and $x155 (> 4 w_pid0))))
(assert
 (let (($x160 (>= w_pid1 0)))
 (and $x160 (> 1 w_pid1))))
(assert
 (let (($x577 (>= w_pid2 0)))
 (and $x577 (> 1 w_pid2))))
(assert
 (let (($x139 (>= w_lane0 0)))
 (and $x139 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x610 (>= r_pid0 0)))
 (and $x610 (> 4 r_pid0))))
(assert
 (let (($x1068 (>= r_pid1 0)))
 (and $x1068 (> 1 r_pid1))))
(assert
 (let (($x964 (>= r_pid2 0)))
 (and $x964 (> 1 r_pid2))))
(assert
 (let (($x189 (>= r_lane0 0)))
 (and $x189 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x644 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x222 (+ (+ 0 (* 4 16)) ?x644)))
 (<= ?x222 byte))))
(assert
 (let ((?x644 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x222 (+ (+ 0 (* 4 16)) ?x644)))
 (< byte (+ ?x222 4)))))
(assert
 (let ((?x751 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x674 (+ (+ 0 (* 4 0)) ?x751)))
 (<= ?x674 byte))))
(assert
 (let ((?x751 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x674 (+ (+ 0 (* 4 0)) ?x751)))
 (< byte (+ ?x674 4)))))
(assert
 (let (($x319 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x319 true))))
(check-sat)
