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
 (let ((?x191 (* (+ w_pid0 1) 4)))
 (let ((?x541 (ite (> 4 ?x191) ?x191 4)))
 (let ((?x358 (* w_pid0 4)))
 (let ((?x468 (+ ?x358 (* 1 w_iter0))))
 (let (($x333 (> 1 0)))
 (and (>= w_iter0 0) (ite $x333 (< ?x468 ?x541) (> ?x468 ?x541)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x282 (or (< (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 9223372036854775808))))
 (let (($x405 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x282)))
 (not $x405))))
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
 (let ((?x634 (* (+ r_pid0 1) 4)))
 (let ((?x573 (ite (> 4 ?x634) ?x634 4)))
 (let ((?x211 (* r_pid0 4)))
 (let ((?x56 (+ ?x211 (* 1 r_iter0))))
 (let (($x333 (> 1 0)))
 (and (>= r_iter0 0) (ite $x333 (< ?x56 ?x573) (> ?x56 ?x573)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x693 (or (< (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 9223372036854775808))))
 (let (($x593 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x693)))
 (not $x593))))
(assert
 (let ((?x511 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x370 (+ ?x511 (* (+ 0 w_lane0) 4))))
 (let ((?x713 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x713 ?x370)))
 (<= ?x316 byte))))))
(assert
 (let ((?x511 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x370 (+ ?x511 (* (+ 0 w_lane0) 4))))
 (let ((?x713 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x713 ?x370)))
 (< byte (+ ?x316 4)))))))
(assert
 (let ((?x580 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x592 (+ ?x580 (* (+ 0 r_lane0) 4))))
 (let ((?x713 (+ 0 (* 4 0))))
 (let ((?x286 (+ ?x713 ?x592)))
 (<= ?x286 byte))))))
(assert
 (let ((?x580 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x592 (+ ?x580 (* (+ 0 r_lane0) 4))))
 (let ((?x713 (+ 0 (* 4 0))))
 (let ((?x286 (+ ?x713 ?x592)))
 (< byte (+ ?x286 4)))))))
(assert
 (let (($x418 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x196 (and $x418 (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x196))))
(check-sat)
