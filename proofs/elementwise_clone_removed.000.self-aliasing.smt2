; program elementwise_clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (let (($x160 (>= w_pid0 0)))
 (and $x160 (> 4 w_pid0))))
(assert
 (let (($x130 (>= w_pid1 0)))
 (and $x130 (> 1 w_pid1))))
(assert
 (let (($x186 (>= w_pid2 0)))
 (and $x186 (> 1 w_pid2))))
(assert
 (let (($x271 (>= w_lane0 0)))
 (and $x271 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x42 (>= r_pid0 0)))
 (and $x42 (> 4 r_pid0))))
(assert
 (let (($x210 (>= r_pid1 0)))
 (and $x210 (> 1 r_pid1))))
(assert
 (let (($x184 (>= r_pid2 0)))
 (and $x184 (> 1 r_pid2))))
(assert
 (let (($x194 (>= r_lane0 0)))
 (and $x194 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x99 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x166 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x166 ?x99)))
 (<= ?x155 byte)))))
(assert
 (let ((?x99 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x166 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x166 ?x99)))
 (< byte (+ ?x155 4))))))
(assert
 (let ((?x217 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x166 (+ 0 (* 4 0))))
 (let ((?x146 (+ ?x166 ?x217)))
 (<= ?x146 byte)))))
(assert
 (let ((?x217 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x166 (+ 0 (* 4 0))))
 (let ((?x146 (+ ?x166 ?x217)))
 (< byte (+ ?x146 4))))))
(assert
 (let (($x201 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x201 true))))
(check-sat)
