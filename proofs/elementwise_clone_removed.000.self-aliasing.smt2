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
 (let (($x71 (>= w_pid0 0)))
 (and $x71 (> 4 w_pid0))))
(assert
 (let (($x144 (>= w_pid1 0)))
 (and $x144 (> 1 w_pid1))))
(assert
 (let (($x166 (>= w_pid2 0)))
 (and $x166 (> 1 w_pid2))))
(assert
 (let (($x248 (>= w_lane0 0)))
 (and $x248 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x255 (>= r_pid0 0)))
 (and $x255 (> 4 r_pid0))))
(assert
 (let (($x129 (>= r_pid1 0)))
 (and $x129 (> 1 r_pid1))))
(assert
 (let (($x186 (>= r_pid2 0)))
 (and $x186 (> 1 r_pid2))))
(assert
 (let (($x177 (>= r_lane0 0)))
 (and $x177 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x24 (+ 0 (* 4 0))))
 (let ((?x65 (+ ?x24 ?x412)))
 (<= ?x65 byte)))))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x24 (+ 0 (* 4 0))))
 (let ((?x65 (+ ?x24 ?x412)))
 (< byte (+ ?x65 4))))))
(assert
 (let ((?x143 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x24 (+ 0 (* 4 0))))
 (let ((?x139 (+ ?x24 ?x143)))
 (<= ?x139 byte)))))
(assert
 (let ((?x143 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x24 (+ 0 (* 4 0))))
 (let ((?x139 (+ ?x24 ?x143)))
 (< byte (+ ?x139 4))))))
(assert
 (let (($x352 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x352 true))))
(check-sat)
