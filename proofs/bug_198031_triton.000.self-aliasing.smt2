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
 (let (($x206 (>= w_pid0 0)))
 (and $x206 (> 4 w_pid0))))
(assert
 (let (($x227 (>= w_pid1 0)))
 (and $x227 (> 1 w_pid1))))
(assert
 (let (($x310 (>= w_pid2 0)))
 (and $x310 (> 1 w_pid2))))
(assert
 (let (($x63 (>= w_lane0 0)))
 (and $x63 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x110 (>= r_pid0 0)))
 (and $x110 (> 4 r_pid0))))
(assert
 (let (($x264 (>= r_pid1 0)))
 (and $x264 (> 1 r_pid1))))
(assert
 (let (($x160 (>= r_pid2 0)))
 (and $x160 (> 1 r_pid2))))
(assert
 (let (($x319 (>= r_lane0 0)))
 (and $x319 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x339 (* w_pid0 4)))
 (let ((?x119 (+ ?x339 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x83 (- ?x107 ?x119)))
 (let ((?x34 (+ 0 (* ?x83 4))))
 (let ((?x171 (+ 0 (* 4 0))))
 (let ((?x321 (+ ?x171 ?x34)))
 (<= ?x321 byte)))))))))
(assert
 (let ((?x339 (* w_pid0 4)))
 (let ((?x119 (+ ?x339 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x83 (- ?x107 ?x119)))
 (let ((?x34 (+ 0 (* ?x83 4))))
 (let ((?x171 (+ 0 (* 4 0))))
 (let ((?x321 (+ ?x171 ?x34)))
 (< byte (+ ?x321 4))))))))))
(assert
 (let ((?x169 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x171 (+ 0 (* 4 0))))
 (let ((?x75 (+ ?x171 ?x169)))
 (<= ?x75 byte)))))
(assert
 (let ((?x169 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x171 (+ 0 (* 4 0))))
 (let ((?x75 (+ ?x171 ?x169)))
 (< byte (+ ?x75 4))))))
(assert
 (let (($x268 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x268 true))))
(check-sat)
