; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores out_ptr (store at kernels.py:53) vs reads x_ptr (load at kernels.py:53))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
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
 (let (($x153 (>= w_pid0 0)))
 (and $x153 (> 4 w_pid0))))
(assert
 (let (($x85 (>= w_pid1 0)))
 (and $x85 (> 1 w_pid1))))
(assert
 (let (($x44 (>= w_pid2 0)))
 (and $x44 (> 1 w_pid2))))
(assert
 (let (($x184 (>= w_lane0 0)))
 (and $x184 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x99 (>= r_pid0 0)))
 (and $x99 (> 4 r_pid0))))
(assert
 (let (($x119 (>= r_pid1 0)))
 (and $x119 (> 1 r_pid1))))
(assert
 (let (($x156 (>= r_pid2 0)))
 (and $x156 (> 1 r_pid2))))
(assert
 (let (($x95 (>= r_lane0 0)))
 (and $x95 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x228 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x168 (+ 0 (* 4 0))))
 (let ((?x152 (+ ?x168 ?x228)))
 (<= ?x152 byte)))))
(assert
 (let ((?x228 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x168 (+ 0 (* 4 0))))
 (let ((?x152 (+ ?x168 ?x228)))
 (< byte (+ ?x152 4))))))
(assert
 (let ((?x204 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x168 (+ 0 (* 4 0))))
 (let ((?x88 (+ ?x168 ?x204)))
 (<= ?x88 byte)))))
(assert
 (let ((?x204 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x168 (+ 0 (* 4 0))))
 (let ((?x88 (+ ?x168 ?x204)))
 (< byte (+ ?x88 4))))))
(assert
 (let (($x292 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x292 true))))
(check-sat)
