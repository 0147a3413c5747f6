; program bug_198031_triton, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
 (let (($x1158 (>= w_pid0 0)))
 (and $x1158 (> 4 w_pid0))))
(assert
 (let (($x42919 (>= w_pid1 0)))
 (and $x42919 (> 1 w_pid1))))
(assert
 (let (($x352 (>= w_pid2 0)))
 (and $x352 (> 1 w_pid2))))
(assert
 (let (($x49455 (>= w_lane0 0)))
 (and $x49455 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x43586 (>= r_pid0 0)))
 (and $x43586 (> 4 r_pid0))))
(assert
 (let (($x839 (>= r_pid1 0)))
 (and $x839 (> 1 r_pid1))))
(assert
 (let (($x1044 (>= r_pid2 0)))
 (and $x1044 (> 1 r_pid2))))
(assert
 (let (($x497 (>= r_lane0 0)))
 (and $x497 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x49420 (* w_pid0 4)))
 (let ((?x509 (+ ?x49420 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x1882 (- ?x73 ?x509)))
 (let ((?x947 (+ 0 (* ?x1882 4))))
 (let ((?x49669 (+ 0 (* 4 0))))
 (let ((?x49672 (+ ?x49669 ?x947)))
 (<= ?x49672 byte)))))))))
(assert
 (let ((?x49420 (* w_pid0 4)))
 (let ((?x509 (+ ?x49420 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x1882 (- ?x73 ?x509)))
 (let ((?x947 (+ 0 (* ?x1882 4))))
 (let ((?x49669 (+ 0 (* 4 0))))
 (let ((?x49672 (+ ?x49669 ?x947)))
 (< byte (+ ?x49672 4))))))))))
(assert
 (let ((?x1207 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x49669 (+ 0 (* 4 0))))
 (let ((?x1645 (+ ?x49669 ?x1207)))
 (<= ?x1645 byte)))))
(assert
 (let ((?x1207 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x49669 (+ 0 (* 4 0))))
 (let ((?x1645 (+ ?x49669 ?x1207)))
 (< byte (+ ?x1645 4))))))
(assert
 (let (($x565 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x565 true))))
(check-sat)
