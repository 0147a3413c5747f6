; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores out_ptr (store at kernels.py:53) vs reads y_ptr (load at kernels.py:53))
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
 (let (($x212 (>= w_pid0 0)))
 (and $x212 (> 4 w_pid0))))
(assert
 (let (($x272 (>= w_pid1 0)))
 (and $x272 (> 1 w_pid1))))
(assert
 (let (($x142 (>= w_pid2 0)))
 (and $x142 (> 1 w_pid2))))
(assert
 (let (($x178 (>= w_lane0 0)))
 (and $x178 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x76 (>= r_pid0 0)))
 (and $x76 (> 4 r_pid0))))
(assert
 (let (($x240 (>= r_pid1 0)))
 (and $x240 (> 1 r_pid1))))
(assert
 (let (($x220 (>= r_pid2 0)))
 (and $x220 (> 1 r_pid2))))
(assert
 (let (($x149 (>= r_lane0 0)))
 (and $x149 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x22 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x202 (+ 0 (* 4 0))))
 (let ((?x129 (+ ?x202 ?x22)))
 (<= ?x129 byte)))))
(assert
 (let ((?x22 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x202 (+ 0 (* 4 0))))
 (let ((?x129 (+ ?x202 ?x22)))
 (< byte (+ ?x129 4))))))
(assert
 (let ((?x193 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x202 (+ 0 (* 4 0))))
 (let ((?x139 (+ ?x202 ?x193)))
 (<= ?x139 byte)))))
(assert
 (let ((?x193 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x202 (+ 0 (* 4 0))))
 (let ((?x139 (+ ?x202 ?x193)))
 (< byte (+ ?x139 4))))))
(assert
 (let (($x243 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x243 true))))
(check-sat)
