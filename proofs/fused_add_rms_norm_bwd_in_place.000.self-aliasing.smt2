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
 (let ((?x609 (* (+ w_pid0 1) 4)))
 (let ((?x715 (ite (> 4 ?x609) ?x609 4)))
 (let ((?x64 (* w_pid0 4)))
 (let ((?x83 (+ ?x64 (* 1 w_iter2))))
 (let (($x536 (> 1 0)))
 (and (>= w_iter2 0) (ite $x536 (< ?x83 ?x715) (> ?x83 ?x715)))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x396 (or (< (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 9223372036854775808))))
 (let (($x289 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) $x396)))
 (not $x289))))
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
 (let ((?x295 (* (+ r_pid0 1) 4)))
 (let ((?x380 (ite (> 4 ?x295) ?x295 4)))
 (let ((?x166 (* r_pid0 4)))
 (let ((?x402 (+ ?x166 (* 1 r_iter2))))
 (let (($x536 (> 1 0)))
 (and (>= r_iter2 0) (ite $x536 (< ?x402 ?x380) (> ?x402 ?x380)))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x751 (or (< (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 9223372036854775808))))
 (let (($x247 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) $x751)))
 (not $x247))))
(assert
 (let ((?x230 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x336 (+ ?x230 (* (+ 0 w_lane0) 4))))
 (let ((?x578 (+ 0 (* 4 0))))
 (let ((?x229 (+ ?x578 ?x336)))
 (<= ?x229 byte))))))
(assert
 (let ((?x230 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x336 (+ ?x230 (* (+ 0 w_lane0) 4))))
 (let ((?x578 (+ 0 (* 4 0))))
 (let ((?x229 (+ ?x578 ?x336)))
 (< byte (+ ?x229 4)))))))
(assert
 (let ((?x638 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x574 (+ ?x638 (* (+ 0 r_lane0) 4))))
 (let ((?x578 (+ 0 (* 4 0))))
 (let ((?x596 (+ ?x578 ?x574)))
 (<= ?x596 byte))))))
(assert
 (let ((?x638 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x574 (+ ?x638 (* (+ 0 r_lane0) 4))))
 (let ((?x578 (+ 0 (* 4 0))))
 (let ((?x596 (+ ?x578 ?x574)))
 (< byte (+ ?x596 4)))))))
(assert
 (let (($x552 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x124 (and $x552 (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x124))))
(check-sat)
