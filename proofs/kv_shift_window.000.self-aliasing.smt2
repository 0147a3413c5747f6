; program kv_shift_window, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:29) vs reads src_ptr (load at kernels.py:28))
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
 (let (($x1198 (>= w_pid0 0)))
 (and $x1198 (> 15 w_pid0))))
(assert
 (let (($x1976 (>= w_pid1 0)))
 (and $x1976 (> 1 w_pid1))))
(assert
 (let (($x60 (>= w_pid2 0)))
 (and $x60 (> 1 w_pid2))))
(assert
 (let (($x1088 (>= w_lane0 0)))
 (and $x1088 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x152 (>= r_pid0 0)))
 (and $x152 (> 15 r_pid0))))
(assert
 (let (($x366 (>= r_pid1 0)))
 (and $x366 (> 1 r_pid1))))
(assert
 (let (($x1176 (>= r_pid2 0)))
 (and $x1176 (> 1 r_pid2))))
(assert
 (let (($x289 (>= r_lane0 0)))
 (and $x289 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let ((?x96 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x102 (+ (+ 0 (* 4 0)) ?x96)))
 (<= ?x102 byte))))
(assert
 (let ((?x96 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x102 (+ (+ 0 (* 4 0)) ?x96)))
 (< byte (+ ?x102 4)))))
(assert
 (let ((?x2695 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x338 (+ (+ 0 (* 4 8)) ?x2695)))
 (<= ?x338 byte))))
(assert
 (let ((?x2695 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x338 (+ (+ 0 (* 4 8)) ?x2695)))
 (< byte (+ ?x338 4)))))
(assert
 (let (($x2017 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x2017 true))))
(check-sat)
