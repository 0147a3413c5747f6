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
 (let ((?x458 (* (+ w_pid0 1) 4)))
 (let ((?x656 (ite (> 4 ?x458) ?x458 4)))
 (let ((?x358 (* w_pid0 4)))
 (let ((?x128 (+ ?x358 (* 1 w_iter2))))
 (let (($x333 (> 1 0)))
 (and (>= w_iter2 0) (ite $x333 (< ?x128 ?x656) (> ?x128 ?x656)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x490 (or (< (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 9223372036854775808))))
 (let (($x636 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x490)))
 (not $x636))))
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
 (let ((?x511 (* (+ r_pid0 1) 4)))
 (let ((?x370 (ite (> 4 ?x511) ?x511 4)))
 (let ((?x211 (* r_pid0 4)))
 (let ((?x469 (+ ?x211 (* 1 r_iter2))))
 (let (($x333 (> 1 0)))
 (and (>= r_iter2 0) (ite $x333 (< ?x469 ?x370) (> ?x469 ?x370)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x151 (or (< (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 9223372036854775808))))
 (let (($x635 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x151)))
 (not $x635))))
(assert
 (let ((?x468 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x709 (+ ?x468 (* (+ 0 w_lane0) 4))))
 (let ((?x459 (+ 0 (* 4 0))))
 (let ((?x713 (+ ?x459 ?x709)))
 (<= ?x713 byte))))))
(assert
 (let ((?x468 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x709 (+ ?x468 (* (+ 0 w_lane0) 4))))
 (let ((?x459 (+ 0 (* 4 0))))
 (let ((?x713 (+ ?x459 ?x709)))
 (< byte (+ ?x713 4)))))))
(assert
 (let ((?x221 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x437 (+ ?x221 (* (+ 0 r_lane0) 4))))
 (let ((?x459 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x459 ?x437)))
 (<= ?x316 byte))))))
(assert
 (let ((?x221 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x437 (+ ?x221 (* (+ 0 r_lane0) 4))))
 (let ((?x459 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x459 ?x437)))
 (< byte (+ ?x316 4)))))))
(assert
 (let (($x88 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x708 (and $x88 (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x708))))
(check-sat)
