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
 (let (($x49430 (>= w_pid0 0)))
 (and $x49430 (> 1 w_pid0))))
(assert
 (let (($x1076 (>= w_pid1 0)))
 (and $x1076 (> 1 w_pid1))))
(assert
 (let (($x63 (>= w_pid2 0)))
 (and $x63 (> 1 w_pid2))))
(assert
 (let (($x134 (>= w_lane0 0)))
 (and $x134 (< w_lane0 16))))
(assert
 (let ((?x44802 (+ w_pid0 1)))
 (let ((?x1207 (* ?x44802 4)))
 (let ((?x563 (ite (> 4 ?x1207) ?x1207 4)))
 (let ((?x947 (* w_pid0 4)))
 (let ((?x49669 (+ ?x947 (* 1 w_iter0))))
 (let (($x46845 (< ?x49669 ?x563)))
 (let (($x340 (> 1 0)))
 (let (($x1667 (>= w_iter0 0)))
 (and $x1667 (ite $x340 $x46845 (> ?x49669 ?x563))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x49672 (>= r_pid0 0)))
 (and $x49672 (> 1 r_pid0))))
(assert
 (let (($x49427 (>= r_pid1 0)))
 (and $x49427 (> 1 r_pid1))))
(assert
 (let (($x1659 (>= r_pid2 0)))
 (and $x1659 (> 1 r_pid2))))
(assert
 (let (($x952 (>= r_lane0 0)))
 (and $x952 (< r_lane0 16))))
(assert
 (let ((?x1072 (+ r_pid0 1)))
 (let ((?x1365 (* ?x1072 4)))
 (let ((?x221 (ite (> 4 ?x1365) ?x1365 4)))
 (let ((?x870 (* r_pid0 4)))
 (let ((?x46159 (+ ?x870 (* 1 r_iter0))))
 (let (($x49271 (< ?x46159 ?x221)))
 (let (($x340 (> 1 0)))
 (let (($x1382 (>= r_iter0 0)))
 (and $x1382 (ite $x340 $x49271 (> ?x46159 ?x221))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x49468 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x712 (+ ?x49468 (* (+ 0 w_lane0) 4))))
 (let ((?x49433 (+ 0 (* 4 0))))
 (let ((?x645 (+ ?x49433 ?x712)))
 (<= ?x645 byte))))))
(assert
 (let ((?x49468 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x712 (+ ?x49468 (* (+ 0 w_lane0) 4))))
 (let ((?x49433 (+ 0 (* 4 0))))
 (let ((?x645 (+ ?x49433 ?x712)))
 (< byte (+ ?x645 4)))))))
(assert
 (let ((?x941 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x1304 (+ ?x941 (* (+ 0 r_lane0) 4))))
 (let ((?x49433 (+ 0 (* 4 0))))
 (let ((?x839 (+ ?x49433 ?x1304)))
 (<= ?x839 byte))))))
(assert
 (let ((?x941 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x1304 (+ ?x941 (* (+ 0 r_lane0) 4))))
 (let ((?x49433 (+ 0 (* 4 0))))
 (let ((?x839 (+ ?x49433 ?x1304)))
 (< byte (+ ?x839 4)))))))
(assert
 (let (($x699 (= r_pid2 w_pid2)))
(let (($x298 (= r_pid1 w_pid1)))
(let (($x1402 (= r_pid0 w_pid0)))
(let (($x612 (and (and $x1402 $x298 $x699) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x612))))))
(check-sat)
