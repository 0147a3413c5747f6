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
 (let (($x213 (>= w_pid0 0)))
 (and $x213 (> 4 w_pid0))))
(assert
 (let (($x191 (>= w_pid1 0)))
 (and $x191 (> 1 w_pid1))))
(assert
 (let (($x206 (>= w_pid2 0)))
 (and $x206 (> 1 w_pid2))))
(assert
 (let (($x28 (>= w_lane0 0)))
 (and $x28 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x187 (>= r_pid0 0)))
 (and $x187 (> 4 r_pid0))))
(assert
 (let (($x132 (>= r_pid1 0)))
 (and $x132 (> 1 r_pid1))))
(assert
 (let (($x136 (>= r_pid2 0)))
 (and $x136 (> 1 r_pid2))))
(assert
 (let (($x86 (>= r_lane0 0)))
 (and $x86 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x220 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x174 (+ (+ 0 (* 4 1)) ?x220)))
 (<= ?x174 byte))))
(assert
 (let ((?x220 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x174 (+ (+ 0 (* 4 1)) ?x220)))
 (< byte (+ ?x174 4)))))
(assert
 (let ((?x239 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x70 (+ (+ 0 (* 4 0)) ?x239)))
 (<= ?x70 byte))))
(assert
 (let ((?x239 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x70 (+ (+ 0 (* 4 0)) ?x239)))
 (< byte (+ ?x70 4)))))
(assert
 (let (($x199 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x199 true))))
(check-sat)
