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
 (let (($x1171 (>= w_pid0 0)))
 (and $x1171 (> 15 w_pid0))))
(assert
 (let (($x251 (>= w_pid1 0)))
 (and $x251 (> 1 w_pid1))))
(assert
 (let (($x629 (>= w_pid2 0)))
 (and $x629 (> 1 w_pid2))))
(assert
 (let (($x361 (>= w_lane0 0)))
 (and $x361 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x384 (>= r_pid0 0)))
 (and $x384 (> 15 r_pid0))))
(assert
 (let (($x953 (>= r_pid1 0)))
 (and $x953 (> 1 r_pid1))))
(assert
 (let (($x1658 (>= r_pid2 0)))
 (and $x1658 (> 1 r_pid2))))
(assert
 (let (($x1754 (>= r_lane0 0)))
 (and $x1754 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let ((?x712 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x1667 (+ (+ 0 (* 4 0)) ?x712)))
 (<= ?x1667 byte))))
(assert
 (let ((?x712 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x1667 (+ (+ 0 (* 4 0)) ?x712)))
 (< byte (+ ?x1667 4)))))
(assert
 (let ((?x1159 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x1174 (+ (+ 0 (* 4 8)) ?x1159)))
 (<= ?x1174 byte))))
(assert
 (let ((?x1159 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x1174 (+ (+ 0 (* 4 8)) ?x1159)))
 (< byte (+ ?x1174 4)))))
(assert
 (let (($x839 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x839 true))))
(check-sat)
