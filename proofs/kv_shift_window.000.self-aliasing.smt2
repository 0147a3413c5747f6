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
 (let (($x206 (>= w_pid0 0)))
 (and $x206 (> 15 w_pid0))))
(assert
 (let (($x93 (>= w_pid1 0)))
 (and $x93 (> 1 w_pid1))))
(assert
 (let (($x313 (>= w_pid2 0)))
 (and $x313 (> 1 w_pid2))))
(assert
 (let (($x307 (>= w_lane0 0)))
 (and $x307 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x158 (>= r_pid0 0)))
 (and $x158 (> 15 r_pid0))))
(assert
 (let (($x326 (>= r_pid1 0)))
 (and $x326 (> 1 r_pid1))))
(assert
 (let (($x119 (>= r_pid2 0)))
 (and $x119 (> 1 r_pid2))))
(assert
 (let (($x325 (>= r_lane0 0)))
 (and $x325 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let ((?x243 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x166 (+ (+ 0 (* 4 0)) ?x243)))
 (<= ?x166 byte))))
(assert
 (let ((?x243 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x166 (+ (+ 0 (* 4 0)) ?x243)))
 (< byte (+ ?x166 4)))))
(assert
 (let ((?x141 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x130 (+ (+ 0 (* 4 8)) ?x141)))
 (<= ?x130 byte))))
(assert
 (let ((?x141 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x130 (+ (+ 0 (* 4 8)) ?x141)))
 (< byte (+ ?x130 4)))))
(assert
 (let (($x192 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x192 true))))
(check-sat)
