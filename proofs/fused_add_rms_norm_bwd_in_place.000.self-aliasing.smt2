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
 (let (($x941 (>= w_pid0 0)))
 (and $x941 (> 1 w_pid0))))
(assert
 (let (($x870 (>= w_pid1 0)))
 (and $x870 (> 1 w_pid1))))
(assert
 (let (($x49434 (>= w_pid2 0)))
 (and $x49434 (> 1 w_pid2))))
(assert
 (let (($x1032 (>= w_lane0 0)))
 (and $x1032 (< w_lane0 16))))
(assert
 (let ((?x168 (+ w_pid0 1)))
 (let ((?x46159 (* ?x168 4)))
 (let ((?x19267 (ite (> 4 ?x46159) ?x46159 4)))
 (let ((?x49427 (* w_pid0 4)))
 (let ((?x1411 (+ ?x49427 (* 1 w_iter2))))
 (let (($x49496 (< ?x1411 ?x19267)))
 (let (($x340 (> 1 0)))
 (let (($x49420 (>= w_iter2 0)))
 (and $x49420 (ite $x340 $x49496 (> ?x1411 ?x19267))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x14157 (>= r_pid0 0)))
 (and $x14157 (> 1 r_pid0))))
(assert
 (let (($x37308 (>= r_pid1 0)))
 (and $x37308 (> 1 r_pid1))))
(assert
 (let (($x1660 (>= r_pid2 0)))
 (and $x1660 (> 1 r_pid2))))
(assert
 (let (($x216 (>= r_lane0 0)))
 (and $x216 (< r_lane0 16))))
(assert
 (let ((?x42978 (+ r_pid0 1)))
 (let ((?x699 (* ?x42978 4)))
 (let ((?x298 (ite (> 4 ?x699) ?x699 4)))
 (let ((?x24700 (* r_pid0 4)))
 (let ((?x1402 (+ ?x24700 (* 1 r_iter2))))
 (let (($x63 (< ?x1402 ?x298)))
 (let (($x340 (> 1 0)))
 (let (($x1667 (>= r_iter2 0)))
 (and $x1667 (ite $x340 $x63 (> ?x1402 ?x298))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x1659 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x952 (+ ?x1659 (* (+ 0 w_lane0) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x49430 (+ ?x368 ?x952)))
 (<= ?x49430 byte))))))
(assert
 (let ((?x1659 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x952 (+ ?x1659 (* (+ 0 w_lane0) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x49430 (+ ?x368 ?x952)))
 (< byte (+ ?x49430 4)))))))
(assert
 (let ((?x1645 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x49443 (+ ?x1645 (* (+ 0 r_lane0) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x1207 (+ ?x368 ?x49443)))
 (<= ?x1207 byte))))))
(assert
 (let ((?x1645 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x49443 (+ ?x1645 (* (+ 0 r_lane0) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x1207 (+ ?x368 ?x49443)))
 (< byte (+ ?x1207 4)))))))
(assert
 (let (($x1186 (= r_pid2 w_pid2)))
(let (($x24 (= r_pid1 w_pid1)))
(let (($x248 (= r_pid0 w_pid0)))
(let (($x165 (and (and $x248 $x24 $x1186) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x165))))))
(check-sat)
