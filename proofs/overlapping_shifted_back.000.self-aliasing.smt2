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
 (let (($x271 (>= w_pid0 0)))
 (and $x271 (> 4 w_pid0))))
(assert
 (let (($x185 (>= w_pid1 0)))
 (and $x185 (> 1 w_pid1))))
(assert
 (let (($x167 (>= w_pid2 0)))
 (and $x167 (> 1 w_pid2))))
(assert
 (let (($x294 (>= w_lane0 0)))
 (and $x294 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x256 (>= r_pid0 0)))
 (and $x256 (> 4 r_pid0))))
(assert
 (let (($x151 (>= r_pid1 0)))
 (and $x151 (> 1 r_pid1))))
(assert
 (let (($x284 (>= r_pid2 0)))
 (and $x284 (> 1 r_pid2))))
(assert
 (let (($x91 (>= r_lane0 0)))
 (and $x91 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x273 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x35 (+ (+ 0 (* 4 0)) ?x273)))
 (<= ?x35 byte))))
(assert
 (let ((?x273 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x35 (+ (+ 0 (* 4 0)) ?x273)))
 (< byte (+ ?x35 4)))))
(assert
 (let ((?x143 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x212 (+ (+ 0 (* 4 1)) ?x143)))
 (<= ?x212 byte))))
(assert
 (let ((?x143 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x212 (+ (+ 0 (* 4 1)) ?x143)))
 (< byte (+ ?x212 4)))))
(assert
 (let (($x24 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x24 true))))
(check-sat)
