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
 (let (($x344 (>= w_pid0 0)))
 (and $x344 (> 4 w_pid0))))
(assert
 (let (($x237 (>= w_pid1 0)))
 (and $x237 (> 1 w_pid1))))
(assert
 (let (($x165 (>= w_pid2 0)))
 (and $x165 (> 1 w_pid2))))
(assert
 (let (($x187 (>= w_lane0 0)))
 (and $x187 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x126 (>= r_pid0 0)))
 (and $x126 (> 4 r_pid0))))
(assert
 (let (($x310 (>= r_pid1 0)))
 (and $x310 (> 1 r_pid1))))
(assert
 (let (($x145 (>= r_pid2 0)))
 (and $x145 (> 1 r_pid2))))
(assert
 (let (($x271 (>= r_lane0 0)))
 (and $x271 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x296 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x296 ?x412)))
 (<= ?x277 byte)))))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x296 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x296 ?x412)))
 (< byte (+ ?x277 4))))))
(assert
 (let ((?x258 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x296 (+ 0 (* 4 0))))
 (let ((?x134 (+ ?x296 ?x258)))
 (<= ?x134 byte)))))
(assert
 (let ((?x258 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x296 (+ 0 (* 4 0))))
 (let ((?x134 (+ ?x296 ?x258)))
 (< byte (+ ?x134 4))))))
(assert
 (let (($x248 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x248 true))))
(check-sat)
