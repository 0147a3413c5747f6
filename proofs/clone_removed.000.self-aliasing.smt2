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
 (let (($x135 (>= w_pid0 0)))
 (and $x135 (> 4 w_pid0))))
(assert
 (let (($x167 (>= w_pid1 0)))
 (and $x167 (> 1 w_pid1))))
(assert
 (let (($x129 (>= w_pid2 0)))
 (and $x129 (> 1 w_pid2))))
(assert
 (let (($x243 (>= w_lane0 0)))
 (and $x243 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x228 (>= r_pid0 0)))
 (and $x228 (> 4 r_pid0))))
(assert
 (let (($x239 (>= r_pid1 0)))
 (and $x239 (> 1 r_pid1))))
(assert
 (let (($x42 (>= r_pid2 0)))
 (and $x42 (> 1 r_pid2))))
(assert
 (let (($x144 (>= r_lane0 0)))
 (and $x144 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x160 (* w_pid0 4)))
 (let ((?x271 (+ ?x160 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x114 (- ?x121 ?x271)))
 (let ((?x73 (+ 0 (* ?x114 4))))
 (let ((?x215 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x215 ?x73)))
 (<= ?x155 byte)))))))))
(assert
 (let ((?x160 (* w_pid0 4)))
 (let ((?x271 (+ ?x160 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x114 (- ?x121 ?x271)))
 (let ((?x73 (+ 0 (* ?x114 4))))
 (let ((?x215 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x215 ?x73)))
 (< byte (+ ?x155 4))))))))))
(assert
 (let ((?x211 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x215 (+ 0 (* 4 0))))
 (let ((?x230 (+ ?x215 ?x211)))
 (<= ?x230 byte)))))
(assert
 (let ((?x211 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x215 (+ 0 (* 4 0))))
 (let ((?x230 (+ ?x215 ?x211)))
 (< byte (+ ?x230 4))))))
(assert
 (let (($x111 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x111 true))))
(check-sat)
