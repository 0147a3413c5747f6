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
 (let (($x81 (>= w_pid0 0)))
 (and $x81 (> 15 w_pid0))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x606 (or (< (* (+ 0 w_lane0) 1) (- 2147483648)) (>= (* (+ 0 w_lane0) 1) 2147483648))))
 (let (($x329 (or (or (< (* w_pid0 8) (- 2147483648)) (>= (* w_pid0 8) 2147483648)) $x606)))
 (not $x329))))
(assert
 (let (($x144 (>= r_pid0 0)))
 (and $x144 (> 15 r_pid0))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let (($x546 (or (< (* (+ 0 r_lane0) 1) (- 2147483648)) (>= (* (+ 0 r_lane0) 1) 2147483648))))
 (let (($x83 (or (or (< (* r_pid0 8) (- 2147483648)) (>= (* r_pid0 8) 2147483648)) $x546)))
 (not $x83))))
(assert
 (let ((?x614 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x376 (+ (+ 0 (* 4 0)) ?x614)))
 (<= ?x376 byte))))
(assert
 (let ((?x614 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x376 (+ (+ 0 (* 4 0)) ?x614)))
 (< byte (+ ?x376 4)))))
(assert
 (let ((?x483 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x307 (+ (+ 0 (* 4 8)) ?x483)))
 (<= ?x307 byte))))
(assert
 (let ((?x483 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x307 (+ (+ 0 (* 4 8)) ?x483)))
 (< byte (+ ?x307 4)))))
(assert
 (let (($x625 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x625 true))))
(check-sat)
