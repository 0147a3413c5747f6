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
 (let (($x321 (>= w_pid0 0)))
 (and $x321 (> 4 w_pid0))))
(assert
 (let (($x271 (>= w_pid1 0)))
 (and $x271 (> 1 w_pid1))))
(assert
 (let (($x162 (>= w_pid2 0)))
 (and $x162 (> 1 w_pid2))))
(assert
 (let (($x261 (>= w_lane0 0)))
 (and $x261 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x129 (>= r_pid0 0)))
 (and $x129 (> 4 r_pid0))))
(assert
 (let (($x85 (>= r_pid1 0)))
 (and $x85 (> 1 r_pid1))))
(assert
 (let (($x97 (>= r_pid2 0)))
 (and $x97 (> 1 r_pid2))))
(assert
 (let (($x297 (>= r_lane0 0)))
 (and $x297 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x209 (* w_pid0 4)))
 (let ((?x168 (+ ?x209 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x102 (- ?x107 ?x168)))
 (let ((?x139 (+ 0 (* ?x102 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x235 (+ ?x239 ?x139)))
 (<= ?x235 byte)))))))))
(assert
 (let ((?x209 (* w_pid0 4)))
 (let ((?x168 (+ ?x209 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x102 (- ?x107 ?x168)))
 (let ((?x139 (+ 0 (* ?x102 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x235 (+ ?x239 ?x139)))
 (< byte (+ ?x235 4))))))))))
(assert
 (let ((?x96 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x230 (+ ?x239 ?x96)))
 (<= ?x230 byte)))))
(assert
 (let ((?x96 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x230 (+ ?x239 ?x96)))
 (< byte (+ ?x230 4))))))
(assert
 (let (($x59 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x59 true))))
(check-sat)
