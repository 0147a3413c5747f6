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
 (let (($x277 (>= w_pid0 0)))
 (and $x277 (> 4 w_pid0))))
(assert
 (let (($x354 (>= w_pid1 0)))
 (and $x354 (> 1 w_pid1))))
(assert
 (let (($x67 (>= w_pid2 0)))
 (and $x67 (> 1 w_pid2))))
(assert
 (let (($x54 (>= w_lane0 0)))
 (and $x54 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x282 (>= r_pid0 0)))
 (and $x282 (> 4 r_pid0))))
(assert
 (let (($x129 (>= r_pid1 0)))
 (and $x129 (> 1 r_pid1))))
(assert
 (let (($x145 (>= r_pid2 0)))
 (and $x145 (> 1 r_pid2))))
(assert
 (let (($x175 (>= r_lane0 0)))
 (and $x175 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x51 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x192 (+ (+ 0 (* 4 1)) ?x51)))
 (<= ?x192 byte))))
(assert
 (let ((?x51 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x192 (+ (+ 0 (* 4 1)) ?x51)))
 (< byte (+ ?x192 4)))))
(assert
 (let ((?x196 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x220 (+ (+ 0 (* 4 0)) ?x196)))
 (<= ?x220 byte))))
(assert
 (let ((?x196 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x220 (+ (+ 0 (* 4 0)) ?x196)))
 (< byte (+ ?x220 4)))))
(assert
 (let (($x173 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x173 true))))
(check-sat)
