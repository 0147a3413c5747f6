; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dX_ptr (store at rms_norm.py:242) vs reads dY_ptr (load at rms_norm.py:203))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun w_iter0 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_iter0 () Int)
(declare-fun byte () Int)
(assert
 (let (($x130 (>= w_pid0 0)))
 (and $x130 (> 1 w_pid0))))
(assert
 (let (($x367 (>= w_pid1 0)))
 (and $x367 (> 1 w_pid1))))
(assert
 (let (($x538 (>= w_pid2 0)))
 (and $x538 (> 1 w_pid2))))
(assert
 (let (($x691 (>= w_lane0 0)))
 (and $x691 (< w_lane0 16))))
(assert
 (let ((?x157 (+ w_pid0 1)))
 (let ((?x122 (* ?x157 4)))
 (let ((?x620 (ite (> 4 ?x122) ?x122 4)))
 (let ((?x187 (* w_pid0 4)))
 (let ((?x307 (+ ?x187 (* 1 w_iter0))))
 (let (($x493 (< ?x307 ?x620)))
 (let (($x501 (> 1 0)))
 (let (($x842 (>= w_iter0 0)))
 (and $x842 (ite $x501 $x493 (> ?x307 ?x620))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x24 (>= r_pid0 0)))
 (and $x24 (> 1 r_pid0))))
(assert
 (let (($x47 (>= r_pid1 0)))
 (and $x47 (> 1 r_pid1))))
(assert
 (let (($x94 (>= r_pid2 0)))
 (and $x94 (> 1 r_pid2))))
(assert
 (let (($x295 (>= r_lane0 0)))
 (and $x295 (< r_lane0 16))))
(assert
 (let ((?x126 (+ r_pid0 1)))
 (let ((?x1057 (* ?x126 4)))
 (let ((?x2683 (ite (> 4 ?x1057) ?x1057 4)))
 (let ((?x2702 (* r_pid0 4)))
 (let ((?x21 (+ ?x2702 (* 1 r_iter0))))
 (let (($x286 (< ?x21 ?x2683)))
 (let (($x501 (> 1 0)))
 (let (($x338 (>= r_iter0 0)))
 (and $x338 (ite $x501 $x286 (> ?x21 ?x2683))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x240 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x140 (+ ?x240 (* (+ 0 w_lane0) 4))))
 (let ((?x182 (+ 0 (* 4 0))))
 (let ((?x1049 (+ ?x182 ?x140)))
 (<= ?x1049 byte))))))
(assert
 (let ((?x240 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x140 (+ ?x240 (* (+ 0 w_lane0) 4))))
 (let ((?x182 (+ 0 (* 4 0))))
 (let ((?x1049 (+ ?x182 ?x140)))
 (< byte (+ ?x1049 4)))))))
(assert
 (let ((?x1063 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x2101 (+ ?x1063 (* (+ 0 r_lane0) 4))))
 (let ((?x182 (+ 0 (* 4 0))))
 (let ((?x185 (+ ?x182 ?x2101)))
 (<= ?x185 byte))))))
(assert
 (let ((?x1063 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x2101 (+ ?x1063 (* (+ 0 r_lane0) 4))))
 (let ((?x182 (+ 0 (* 4 0))))
 (let ((?x185 (+ ?x182 ?x2101)))
 (< byte (+ ?x185 4)))))))
(assert
 (let (($x261 (= r_pid2 w_pid2)))
(let (($x186 (= r_pid1 w_pid1)))
(let (($x982 (= r_pid0 w_pid0)))
(let (($x2692 (and (and $x982 $x186 $x261) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x2692))))))
(check-sat)
