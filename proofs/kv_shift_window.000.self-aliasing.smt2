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
 (let (($x185 (>= w_pid0 0)))
 (and $x185 (> 15 w_pid0))))
(assert
 (let (($x83 (>= w_pid1 0)))
 (and $x83 (> 1 w_pid1))))
(assert
 (let (($x318 (>= w_pid2 0)))
 (and $x318 (> 1 w_pid2))))
(assert
 (let (($x241 (>= w_lane0 0)))
 (and $x241 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x277 (>= r_pid0 0)))
 (and $x277 (> 15 r_pid0))))
(assert
 (let (($x257 (>= r_pid1 0)))
 (and $x257 (> 1 r_pid1))))
(assert
 (let (($x240 (>= r_pid2 0)))
 (and $x240 (> 1 r_pid2))))
(assert
 (let (($x288 (>= r_lane0 0)))
 (and $x288 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let ((?x90 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x93 (+ (+ 0 (* 4 0)) ?x90)))
 (<= ?x93 byte))))
(assert
 (let ((?x90 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x93 (+ (+ 0 (* 4 0)) ?x90)))
 (< byte (+ ?x93 4)))))
(assert
 (let ((?x333 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x64 (+ (+ 0 (* 4 8)) ?x333)))
 (<= ?x64 byte))))
(assert
 (let ((?x333 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x64 (+ (+ 0 (* 4 8)) ?x333)))
 (< byte (+ ?x64 4)))))
(assert
 (let (($x169 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x169 true))))
(check-sat)
