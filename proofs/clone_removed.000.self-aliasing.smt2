; program clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
 (let (($x29 (>= w_pid0 0)))
 (and $x29 (> 4 w_pid0))))
(assert
 (let (($x240 (>= w_pid1 0)))
 (and $x240 (> 1 w_pid1))))
(assert
 (let (($x66 (>= w_pid2 0)))
 (and $x66 (> 1 w_pid2))))
(assert
 (let (($x166 (>= w_lane0 0)))
 (and $x166 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x235 (>= r_pid0 0)))
 (and $x235 (> 4 r_pid0))))
(assert
 (let (($x67 (>= r_pid1 0)))
 (and $x67 (> 1 r_pid1))))
(assert
 (let (($x278 (>= r_pid2 0)))
 (and $x278 (> 1 r_pid2))))
(assert
 (let (($x35 (>= r_lane0 0)))
 (and $x35 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x272 (* w_pid0 4)))
 (let ((?x55 (+ ?x272 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x150 (- ?x107 ?x55)))
 (let ((?x90 (+ 0 (* ?x150 4))))
 (let ((?x198 (+ 0 (* 4 0))))
 (let ((?x162 (+ ?x198 ?x90)))
 (<= ?x162 byte)))))))))
(assert
 (let ((?x272 (* w_pid0 4)))
 (let ((?x55 (+ ?x272 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x150 (- ?x107 ?x55)))
 (let ((?x90 (+ 0 (* ?x150 4))))
 (let ((?x198 (+ 0 (* 4 0))))
 (let ((?x162 (+ ?x198 ?x90)))
 (< byte (+ ?x162 4))))))))))
(assert
 (let ((?x149 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x198 (+ 0 (* 4 0))))
 (let ((?x186 (+ ?x198 ?x149)))
 (<= ?x186 byte)))))
(assert
 (let ((?x149 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x198 (+ 0 (* 4 0))))
 (let ((?x186 (+ ?x198 ?x149)))
 (< byte (+ ?x186 4))))))
(assert
 (let (($x132 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x132 true))))
(check-sat)
