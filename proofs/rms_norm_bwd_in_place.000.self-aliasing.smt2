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
 (let (($x81 (>= w_pid0 0)))
 (and $x81 (> 1 w_pid0))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 16))))
(assert
 (let ((?x517 (* (+ w_pid0 1) 4)))
 (let ((?x209 (ite (> 4 ?x517) ?x517 4)))
 (let ((?x64 (* w_pid0 4)))
 (let ((?x230 (+ ?x64 (* 1 w_iter0))))
 (let (($x536 (> 1 0)))
 (and (>= w_iter0 0) (ite $x536 (< ?x230 ?x209) (> ?x230 ?x209)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x353 (or (< (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 9223372036854775808))))
 (let (($x430 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x353)))
 (not $x430))))
(assert
 (let (($x144 (>= r_pid0 0)))
 (and $x144 (> 1 r_pid0))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 16))))
(assert
 (let ((?x637 (* (+ r_pid0 1) 4)))
 (let ((?x475 (ite (> 4 ?x637) ?x637 4)))
 (let ((?x166 (* r_pid0 4)))
 (let ((?x365 (+ ?x166 (* 1 r_iter0))))
 (let (($x536 (> 1 0)))
 (and (>= r_iter0 0) (ite $x536 (< ?x365 ?x475) (> ?x365 ?x475)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x165 (or (< (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 9223372036854775808))))
 (let (($x131 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x165)))
 (not $x131))))
(assert
 (let ((?x295 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x380 (+ ?x295 (* (+ 0 w_lane0) 4))))
 (let ((?x229 (+ 0 (* 4 0))))
 (let ((?x596 (+ ?x229 ?x380)))
 (<= ?x596 byte))))))
(assert
 (let ((?x295 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x380 (+ ?x295 (* (+ 0 w_lane0) 4))))
 (let ((?x229 (+ 0 (* 4 0))))
 (let ((?x596 (+ ?x229 ?x380)))
 (< byte (+ ?x596 4)))))))
(assert
 (let ((?x669 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x152 (+ ?x669 (* (+ 0 r_lane0) 4))))
 (let ((?x229 (+ 0 (* 4 0))))
 (let ((?x362 (+ ?x229 ?x152)))
 (<= ?x362 byte))))))
(assert
 (let ((?x669 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x152 (+ ?x669 (* (+ 0 r_lane0) 4))))
 (let ((?x229 (+ 0 (* 4 0))))
 (let ((?x362 (+ ?x229 ?x152)))
 (< byte (+ ?x362 4)))))))
(assert
 (let (($x91 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x114 (and $x91 (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x114))))
(check-sat)
