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
 (let (($x95 (>= w_pid0 0)))
 (and $x95 (> 4 w_pid0))))
(assert
 (let (($x85 (>= w_pid1 0)))
 (and $x85 (> 1 w_pid1))))
(assert
 (let (($x230 (>= w_pid2 0)))
 (and $x230 (> 1 w_pid2))))
(assert
 (let (($x48 (>= w_lane0 0)))
 (and $x48 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x184 (>= r_pid0 0)))
 (and $x184 (> 4 r_pid0))))
(assert
 (let (($x165 (>= r_pid1 0)))
 (and $x165 (> 1 r_pid1))))
(assert
 (let (($x123 (>= r_pid2 0)))
 (and $x123 (> 1 r_pid2))))
(assert
 (let (($x121 (>= r_lane0 0)))
 (and $x121 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x155 (* w_pid0 4)))
 (let ((?x46 (+ ?x155 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x117 (- ?x73 ?x46)))
 (let ((?x225 (+ 0 (* ?x117 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x222 (+ ?x134 ?x225)))
 (<= ?x222 byte)))))))))
(assert
 (let ((?x155 (* w_pid0 4)))
 (let ((?x46 (+ ?x155 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x117 (- ?x73 ?x46)))
 (let ((?x225 (+ 0 (* ?x117 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x222 (+ ?x134 ?x225)))
 (< byte (+ ?x222 4))))))))))
(assert
 (let ((?x241 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x42 (+ ?x134 ?x241)))
 (<= ?x42 byte)))))
(assert
 (let ((?x241 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x42 (+ ?x134 ?x241)))
 (< byte (+ ?x42 4))))))
(assert
 (let (($x150 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x150 true))))
(check-sat)
