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
 (let (($x537 (>= w_pid0 0)))
 (and $x537 (> 1 w_pid0))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x317 (>= w_lane0 0)))
 (and $x317 (< w_lane0 16))))
(assert
 (let ((?x195 (* (+ w_pid0 1) 4)))
 (let ((?x23 (ite (> 4 ?x195) ?x195 4)))
 (let ((?x358 (* w_pid0 4)))
 (let ((?x134 (+ ?x358 (* 1 w_iter0))))
 (let (($x701 (> 1 0)))
 (and (>= w_iter0 0) (ite $x701 (< ?x134 ?x23) (> ?x134 ?x23)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x642 (or (< (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 9223372036854775808))))
 (let (($x47 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x642)))
 (not $x47))))
(assert
 (let (($x385 (>= r_pid0 0)))
 (and $x385 (> 1 r_pid0))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x538 (>= r_lane0 0)))
 (and $x538 (< r_lane0 16))))
(assert
 (let ((?x565 (* (+ r_pid0 1) 4)))
 (let ((?x416 (ite (> 4 ?x565) ?x565 4)))
 (let ((?x211 (* r_pid0 4)))
 (let ((?x380 (+ ?x211 (* 1 r_iter0))))
 (let (($x701 (> 1 0)))
 (and (>= r_iter0 0) (ite $x701 (< ?x380 ?x416) (> ?x380 ?x416)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x459 (or (< (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 9223372036854775808))))
 (let (($x113 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x459)))
 (not $x113))))
(assert
 (let ((?x504 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x699 (+ ?x504 (* (+ 0 w_lane0) 4))))
 (let ((?x124 (+ 0 (* 4 0))))
 (let ((?x647 (+ ?x124 ?x699)))
 (<= ?x647 byte))))))
(assert
 (let ((?x504 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x699 (+ ?x504 (* (+ 0 w_lane0) 4))))
 (let ((?x124 (+ 0 (* 4 0))))
 (let ((?x647 (+ ?x124 ?x699)))
 (< byte (+ ?x647 4)))))))
(assert
 (let ((?x572 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x343 (+ ?x572 (* (+ 0 r_lane0) 4))))
 (let ((?x124 (+ 0 (* 4 0))))
 (let ((?x481 (+ ?x124 ?x343)))
 (<= ?x481 byte))))))
(assert
 (let ((?x572 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x343 (+ ?x572 (* (+ 0 r_lane0) 4))))
 (let ((?x124 (+ 0 (* 4 0))))
 (let ((?x481 (+ ?x124 ?x343)))
 (< byte (+ ?x481 4)))))))
(assert
 (let (($x355 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x231 (and $x355 (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x231))))
(check-sat)
