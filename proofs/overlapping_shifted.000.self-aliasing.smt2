; program overlapping_shifted, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (let (($x181 (>= w_pid0 0)))
 (and $x181 (> 4 w_pid0))))
(assert
 (let (($x190 (>= w_pid1 0)))
 (and $x190 (> 1 w_pid1))))
(assert
 (let (($x70 (>= w_pid2 0)))
 (and $x70 (> 1 w_pid2))))
(assert
 (let (($x69 (>= w_lane0 0)))
 (and $x69 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x57 (>= r_pid0 0)))
 (and $x57 (> 4 r_pid0))))
(assert
 (let (($x90 (>= r_pid1 0)))
 (and $x90 (> 1 r_pid1))))
(assert
 (let (($x88 (>= r_pid2 0)))
 (and $x88 (> 1 r_pid2))))
(assert
 (let (($x226 (>= r_lane0 0)))
 (and $x226 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x239 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x60 (+ (+ 0 (* 4 1)) ?x239)))
 (<= ?x60 byte))))
(assert
 (let ((?x239 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x60 (+ (+ 0 (* 4 1)) ?x239)))
 (< byte (+ ?x60 4)))))
(assert
 (let ((?x33 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x224 (+ (+ 0 (* 4 0)) ?x33)))
 (<= ?x224 byte))))
(assert
 (let ((?x33 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x224 (+ (+ 0 (* 4 0)) ?x33)))
 (< byte (+ ?x224 4)))))
(assert
 (let (($x55 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x55 true))))
(check-sat)
