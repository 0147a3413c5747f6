; program fused_add_rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dX_ptr (store at fused_add_rms_norm.py:218) vs reads dY_ptr (load at fused_add_rms_norm.py:185))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun w_iter2 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_iter2 () Int)
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
 (let ((?x529 (* (+ w_pid0 1) 4)))
 (let ((?x449 (ite (> 4 ?x529) ?x529 4)))
 (let ((?x358 (* w_pid0 4)))
 (let ((?x521 (+ ?x358 (* 1 w_iter2))))
 (let (($x701 (> 1 0)))
 (and (>= w_iter2 0) (ite $x701 (< ?x521 ?x449) (> ?x521 ?x449)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x424 (or (< (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 9223372036854775808))))
 (let (($x49 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x424)))
 (not $x49))))
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
 (let ((?x504 (* (+ r_pid0 1) 4)))
 (let ((?x699 (ite (> 4 ?x504) ?x504 4)))
 (let ((?x211 (* r_pid0 4)))
 (let ((?x604 (+ ?x211 (* 1 r_iter2))))
 (let (($x701 (> 1 0)))
 (and (>= r_iter2 0) (ite $x701 (< ?x604 ?x699) (> ?x604 ?x699)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x191 (or (< (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 9223372036854775808))))
 (let (($x566 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x191)))
 (not $x566))))
(assert
 (let ((?x134 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x652 (+ ?x134 (* (+ 0 w_lane0) 4))))
 (let ((?x637 (+ 0 (* 4 0))))
 (let ((?x124 (+ ?x637 ?x652)))
 (<= ?x124 byte))))))
(assert
 (let ((?x134 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x652 (+ ?x134 (* (+ 0 w_lane0) 4))))
 (let ((?x637 (+ 0 (* 4 0))))
 (let ((?x124 (+ ?x637 ?x652)))
 (< byte (+ ?x124 4)))))))
(assert
 (let ((?x454 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x527 (+ ?x454 (* (+ 0 r_lane0) 4))))
 (let ((?x637 (+ 0 (* 4 0))))
 (let ((?x647 (+ ?x637 ?x527)))
 (<= ?x647 byte))))))
(assert
 (let ((?x454 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x527 (+ ?x454 (* (+ 0 r_lane0) 4))))
 (let ((?x637 (+ 0 (* 4 0))))
 (let ((?x647 (+ ?x637 ?x527)))
 (< byte (+ ?x647 4)))))))
(assert
 (let (($x676 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x638 (and $x676 (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x638))))
(check-sat)
