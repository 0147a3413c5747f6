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
 (let (($x966 (>= w_pid0 0)))
 (and $x966 (> 1 w_pid0))))
(assert
 (let (($x232 (>= w_pid1 0)))
 (and $x232 (> 1 w_pid1))))
(assert
 (let (($x1196 (>= w_pid2 0)))
 (and $x1196 (> 1 w_pid2))))
(assert
 (let (($x1036 (>= w_lane0 0)))
 (and $x1036 (< w_lane0 16))))
(assert
 (let ((?x933 (+ w_pid0 1)))
 (let ((?x752 (* ?x933 4)))
 (let ((?x393 (ite (> 4 ?x752) ?x752 4)))
 (let ((?x370 (* w_pid0 4)))
 (let ((?x1060 (+ ?x370 (* 1 w_iter0))))
 (let (($x555 (< ?x1060 ?x393)))
 (let (($x234 (> 1 0)))
 (let (($x713 (>= w_iter0 0)))
 (and $x713 (ite $x234 $x555 (> ?x1060 ?x393))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x362 (>= r_pid0 0)))
 (and $x362 (> 1 r_pid0))))
(assert
 (let (($x557 (>= r_pid1 0)))
 (and $x557 (> 1 r_pid1))))
(assert
 (let (($x761 (>= r_pid2 0)))
 (and $x761 (> 1 r_pid2))))
(assert
 (let (($x239 (>= r_lane0 0)))
 (and $x239 (< r_lane0 16))))
(assert
 (let ((?x673 (+ r_pid0 1)))
 (let ((?x1160 (* ?x673 4)))
 (let ((?x1035 (ite (> 4 ?x1160) ?x1160 4)))
 (let ((?x251 (* r_pid0 4)))
 (let ((?x705 (+ ?x251 (* 1 r_iter0))))
 (let (($x1040 (< ?x705 ?x1035)))
 (let (($x234 (> 1 0)))
 (let (($x766 (>= r_iter0 0)))
 (and $x766 (ite $x234 $x1040 (> ?x705 ?x1035))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x623 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x353 (+ ?x623 (* (+ 0 w_lane0) 4))))
 (let ((?x776 (+ 0 (* 4 0))))
 (let ((?x958 (+ ?x776 ?x353)))
 (<= ?x958 byte))))))
(assert
 (let ((?x623 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x353 (+ ?x623 (* (+ 0 w_lane0) 4))))
 (let ((?x776 (+ 0 (* 4 0))))
 (let ((?x958 (+ ?x776 ?x353)))
 (< byte (+ ?x958 4)))))))
(assert
 (let ((?x516 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x1042 (+ ?x516 (* (+ 0 r_lane0) 4))))
 (let ((?x776 (+ 0 (* 4 0))))
 (let ((?x1145 (+ ?x776 ?x1042)))
 (<= ?x1145 byte))))))
(assert
 (let ((?x516 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x1042 (+ ?x516 (* (+ 0 r_lane0) 4))))
 (let ((?x776 (+ 0 (* 4 0))))
 (let ((?x1145 (+ ?x776 ?x1042)))
 (< byte (+ ?x1145 4)))))))
(assert
 (let (($x616 (= r_pid2 w_pid2)))
(let (($x191 (= r_pid1 w_pid1)))
(let (($x1263 (= r_pid0 w_pid0)))
(let (($x203 (and (and $x1263 $x191 $x616) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x203))))))
(check-sat)
