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
 (let (($x67 (>= w_pid0 0)))
 (and $x67 (> 4 w_pid0))))
(assert
 (let (($x235 (>= w_pid1 0)))
 (and $x235 (> 1 w_pid1))))
(assert
 (let (($x24 (>= w_pid2 0)))
 (and $x24 (> 1 w_pid2))))
(assert
 (let (($x278 (>= w_lane0 0)))
 (and $x278 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x150 (>= r_pid0 0)))
 (and $x150 (> 4 r_pid0))))
(assert
 (let (($x29 (>= r_pid1 0)))
 (and $x29 (> 1 r_pid1))))
(assert
 (let (($x240 (>= r_pid2 0)))
 (and $x240 (> 1 r_pid2))))
(assert
 (let (($x66 (>= r_lane0 0)))
 (and $x66 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x194 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x132 (+ ?x193 ?x194)))
 (<= ?x132 byte)))))
(assert
 (let ((?x194 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x132 (+ ?x193 ?x194)))
 (< byte (+ ?x132 4))))))
(assert
 (let ((?x45 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x210 (+ ?x193 ?x45)))
 (<= ?x210 byte)))))
(assert
 (let ((?x45 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x210 (+ ?x193 ?x45)))
 (< byte (+ ?x210 4))))))
(assert
 (let (($x182 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x182 true))))
(check-sat)
