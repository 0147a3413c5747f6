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
 (and (>= w_pid0 0) (> 1 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 16)))
(assert
 (let ((?x540 (+ w_pid0 1)))
 (let ((?x634 (* ?x540 4)))
 (let ((?x288 (ite (> 4 ?x634) ?x634 4)))
 (let ((?x391 (* w_pid0 4)))
 (let ((?x452 (+ ?x391 (* 1 w_iter0))))
 (let (($x667 (> 1 0)))
 (and (>= w_iter0 0) (ite $x667 (< ?x452 ?x288) (> ?x452 ?x288))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x553 (or (< (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 9223372036854775808))))
 (let ((?x540 (+ w_pid0 1)))
 (let ((?x634 (* ?x540 4)))
 (let ((?x288 (ite (> 4 ?x634) ?x634 4)))
 (let (($x187 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) (or (< ?x540 (- 9223372036854775808)) (>= ?x540 9223372036854775808)) (or (< ?x634 (- 9223372036854775808)) (>= ?x634 9223372036854775808)) (or (< ?x288 (- 9223372036854775808)) (>= ?x288 9223372036854775808)) $x553)))
 (not $x187)))))))
(assert
 (and (>= r_pid0 0) (> 1 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 16)))
(assert
 (let ((?x232 (+ r_pid0 1)))
 (let ((?x627 (* ?x232 4)))
 (let ((?x642 (ite (> 4 ?x627) ?x627 4)))
 (let ((?x378 (* r_pid0 4)))
 (let ((?x536 (+ ?x378 (* 1 r_iter0))))
 (let (($x667 (> 1 0)))
 (and (>= r_iter0 0) (ite $x667 (< ?x536 ?x642) (> ?x536 ?x642))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x183 (or (< (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 9223372036854775808))))
 (let ((?x232 (+ r_pid0 1)))
 (let ((?x627 (* ?x232 4)))
 (let ((?x642 (ite (> 4 ?x627) ?x627 4)))
 (let (($x393 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) (or (< ?x232 (- 9223372036854775808)) (>= ?x232 9223372036854775808)) (or (< ?x627 (- 9223372036854775808)) (>= ?x627 9223372036854775808)) (or (< ?x642 (- 9223372036854775808)) (>= ?x642 9223372036854775808)) $x183)))
 (not $x393)))))))
(assert
 (let ((?x597 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x163 (+ ?x597 (* (+ 0 w_lane0) 4))))
 (let ((?x90 (+ 0 (* 4 0))))
 (let ((?x527 (+ ?x90 ?x163)))
 (<= ?x527 byte))))))
(assert
 (let ((?x597 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x163 (+ ?x597 (* (+ 0 w_lane0) 4))))
 (let ((?x90 (+ 0 (* 4 0))))
 (let ((?x527 (+ ?x90 ?x163)))
 (< byte (+ ?x527 4)))))))
(assert
 (let ((?x196 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x211 (+ ?x196 (* (+ 0 r_lane0) 4))))
 (let ((?x90 (+ 0 (* 4 0))))
 (let ((?x474 (+ ?x90 ?x211)))
 (<= ?x474 byte))))))
(assert
 (let ((?x196 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x211 (+ ?x196 (* (+ 0 r_lane0) 4))))
 (let ((?x90 (+ 0 (* 4 0))))
 (let ((?x474 (+ ?x90 ?x211)))
 (< byte (+ ?x474 4)))))))
(assert
 (let (($x640 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x502 (and $x640 (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x502))))
(check-sat)
