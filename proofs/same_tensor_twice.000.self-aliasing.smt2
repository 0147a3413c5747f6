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
 (let (($x143 (>= w_pid0 0)))
 (and $x143 (> 4 w_pid0))))
(assert
 (let (($x343 (>= w_pid1 0)))
 (and $x343 (> 1 w_pid1))))
(assert
 (let (($x49 (>= w_pid2 0)))
 (and $x49 (> 1 w_pid2))))
(assert
 (let (($x186 (>= w_lane0 0)))
 (and $x186 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x244 (>= r_pid0 0)))
 (and $x244 (> 4 r_pid0))))
(assert
 (let (($x389 (>= r_pid1 0)))
 (and $x389 (> 1 r_pid1))))
(assert
 (let (($x29 (>= r_pid2 0)))
 (and $x29 (> 1 r_pid2))))
(assert
 (let (($x95 (>= r_lane0 0)))
 (and $x95 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x150 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x368 ?x150)))
 (<= ?x277 byte)))))
(assert
 (let ((?x150 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x368 ?x150)))
 (< byte (+ ?x277 4))))))
(assert
 (let ((?x175 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x215 (+ ?x368 ?x175)))
 (<= ?x215 byte)))))
(assert
 (let ((?x175 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x215 (+ ?x368 ?x175)))
 (< byte (+ ?x215 4))))))
(assert
 (let (($x54 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x54 true))))
(check-sat)
