; program overlapping_shifted_back, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (and $x185 (> 4 w_pid0))))
(assert
 (let (($x171 (>= w_pid1 0)))
 (and $x171 (> 1 w_pid1))))
(assert
 (let (($x86 (>= w_pid2 0)))
 (and $x86 (> 1 w_pid2))))
(assert
 (let (($x79 (>= w_lane0 0)))
 (and $x79 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x256 (>= r_pid0 0)))
 (and $x256 (> 4 r_pid0))))
(assert
 (let (($x213 (>= r_pid1 0)))
 (and $x213 (> 1 r_pid1))))
(assert
 (let (($x59 (>= r_pid2 0)))
 (and $x59 (> 1 r_pid2))))
(assert
 (let (($x228 (>= r_lane0 0)))
 (and $x228 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x236 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x173 (+ (+ 0 (* 4 0)) ?x236)))
 (<= ?x173 byte))))
(assert
 (let ((?x236 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x173 (+ (+ 0 (* 4 0)) ?x236)))
 (< byte (+ ?x173 4)))))
(assert
 (let ((?x219 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x51 (+ (+ 0 (* 4 1)) ?x219)))
 (<= ?x51 byte))))
(assert
 (let ((?x219 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x51 (+ (+ 0 (* 4 1)) ?x219)))
 (< byte (+ ?x51 4)))))
(assert
 (let (($x62 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x62 true))))
(check-sat)
