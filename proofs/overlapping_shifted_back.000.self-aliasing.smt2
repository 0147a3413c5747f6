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
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x177 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x126 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x227 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x126 $x177)))
 (not $x227)))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let (($x443 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x381 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x146 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x381 $x443)))
 (not $x146)))))
(assert
 (let ((?x246 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x239 (+ (+ 0 (* 4 0)) ?x246)))
 (<= ?x239 byte))))
(assert
 (let ((?x246 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x239 (+ (+ 0 (* 4 0)) ?x246)))
 (< byte (+ ?x239 4)))))
(assert
 (let ((?x41 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x75 (+ (+ 0 (* 4 1)) ?x41)))
 (<= ?x75 byte))))
(assert
 (let ((?x41 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x75 (+ (+ 0 (* 4 1)) ?x41)))
 (< byte (+ ?x75 4)))))
(assert
 (let (($x47 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x47 true))))
(check-sat)
