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
 (let (($x76 (>= w_pid0 0)))
 (and $x76 (> 1 w_pid0))))
(assert
 (let (($x69 (>= w_pid1 0)))
 (and $x69 (> 1 w_pid1))))
(assert
 (let (($x1083 (>= w_pid2 0)))
 (and $x1083 (> 1 w_pid2))))
(assert
 (let (($x448 (>= w_lane0 0)))
 (and $x448 (< w_lane0 16))))
(assert
 (let ((?x2693 (+ w_pid0 1)))
 (let ((?x21 (* ?x2693 4)))
 (let ((?x287 (ite (> 4 ?x21) ?x21 4)))
 (let ((?x47 (* w_pid0 4)))
 (let ((?x289 (+ ?x47 (* 1 w_iter2))))
 (let (($x44 (< ?x289 ?x287)))
 (let (($x501 (> 1 0)))
 (let (($x187 (>= w_iter2 0)))
 (and $x187 (ite $x501 $x44 (> ?x289 ?x287))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x300 (>= r_pid0 0)))
 (and $x300 (> 1 r_pid0))))
(assert
 (let (($x1169 (>= r_pid1 0)))
 (and $x1169 (> 1 r_pid1))))
(assert
 (let (($x87 (>= r_pid2 0)))
 (and $x87 (> 1 r_pid2))))
(assert
 (let (($x751 (>= r_lane0 0)))
 (and $x751 (< r_lane0 16))))
(assert
 (let ((?x2679 (+ r_pid0 1)))
 (let ((?x261 (* ?x2679 4)))
 (let ((?x186 (ite (> 4 ?x261) ?x261 4)))
 (let ((?x41 (* r_pid0 4)))
 (let ((?x982 (+ ?x41 (* 1 r_iter2))))
 (let (($x95 (< ?x982 ?x186)))
 (let (($x501 (> 1 0)))
 (let (($x122 (>= r_iter2 0)))
 (and $x122 (ite $x501 $x95 (> ?x982 ?x186))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x94 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x295 (+ ?x94 (* (+ 0 w_lane0) 4))))
 (let ((?x197 (+ 0 (* 4 0))))
 (let ((?x538 (+ ?x197 ?x295)))
 (<= ?x538 byte))))))
(assert
 (let ((?x94 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x295 (+ ?x94 (* (+ 0 w_lane0) 4))))
 (let ((?x197 (+ 0 (* 4 0))))
 (let ((?x538 (+ ?x197 ?x295)))
 (< byte (+ ?x538 4)))))))
(assert
 (let ((?x483 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x843 (+ ?x483 (* (+ 0 r_lane0) 4))))
 (let ((?x197 (+ 0 (* 4 0))))
 (let ((?x842 (+ ?x197 ?x843)))
 (<= ?x842 byte))))))
(assert
 (let ((?x483 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x843 (+ ?x483 (* (+ 0 r_lane0) 4))))
 (let ((?x197 (+ 0 (* 4 0))))
 (let ((?x842 (+ ?x197 ?x843)))
 (< byte (+ ?x842 4)))))))
(assert
 (let (($x445 (= r_pid2 w_pid2)))
(let (($x331 (= r_pid1 w_pid1)))
(let (($x166 (= r_pid0 w_pid0)))
(let (($x767 (and (and $x166 $x331 $x445) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x767))))))
(check-sat)
