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
 (let (($x353 (>= w_pid0 0)))
 (and $x353 (> 15 w_pid0))))
(assert
 (let (($x1057 (>= w_pid1 0)))
 (and $x1057 (> 1 w_pid1))))
(assert
 (let (($x516 (>= w_pid2 0)))
 (and $x516 (> 1 w_pid2))))
(assert
 (let (($x512 (>= w_lane0 0)))
 (and $x512 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x1679 (>= r_pid0 0)))
 (and $x1679 (> 15 r_pid0))))
(assert
 (let (($x1050 (>= r_pid1 0)))
 (and $x1050 (> 1 r_pid1))))
(assert
 (let (($x838 (>= r_pid2 0)))
 (and $x838 (> 1 r_pid2))))
(assert
 (let (($x124 (>= r_lane0 0)))
 (and $x124 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let ((?x1396 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x88 (+ (+ 0 (* 4 0)) ?x1396)))
 (<= ?x88 byte))))
(assert
 (let ((?x1396 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x88 (+ (+ 0 (* 4 0)) ?x1396)))
 (< byte (+ ?x88 4)))))
(assert
 (let ((?x780 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x1171 (+ (+ 0 (* 4 8)) ?x780)))
 (<= ?x1171 byte))))
(assert
 (let ((?x780 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x1171 (+ (+ 0 (* 4 8)) ?x780)))
 (< byte (+ ?x1171 4)))))
(assert
 (let (($x1035 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1035 true))))
(check-sat)
