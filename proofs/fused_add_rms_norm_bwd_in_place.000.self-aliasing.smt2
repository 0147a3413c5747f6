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
 (and (>= w_pid0 0) (> 1 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 16)))
(assert
 (let ((?x627 (+ w_pid0 1)))
 (let ((?x614 (* ?x627 4)))
 (let ((?x612 (ite (> 4 ?x614) ?x614 4)))
 (let ((?x129 (* w_pid0 4)))
 (let ((?x196 (+ ?x129 (* 1 w_iter2))))
 (let (($x667 (> 1 0)))
 (and (>= w_iter2 0) (ite $x667 (< ?x196 ?x612) (> ?x196 ?x612))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x187 (or (< (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 9223372036854775808))))
 (let ((?x627 (+ w_pid0 1)))
 (let ((?x614 (* ?x627 4)))
 (let ((?x612 (ite (> 4 ?x614) ?x614 4)))
 (let (($x521 (or (or (< (* w_pid0 4) (- 9223372036854775808)) (>= (* w_pid0 4) 9223372036854775808)) (or (< ?x627 (- 9223372036854775808)) (>= ?x627 9223372036854775808)) (or (< ?x614 (- 9223372036854775808)) (>= ?x614 9223372036854775808)) (or (< ?x612 (- 9223372036854775808)) (>= ?x612 9223372036854775808)) $x187)))
 (not $x521)))))))
(assert
 (and (>= r_pid0 0) (> 1 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 16)))
(assert
 (let ((?x241 (+ r_pid0 1)))
 (let ((?x478 (* ?x241 4)))
 (let ((?x440 (ite (> 4 ?x478) ?x478 4)))
 (let ((?x124 (* r_pid0 4)))
 (let ((?x505 (+ ?x124 (* 1 r_iter2))))
 (let (($x667 (> 1 0)))
 (and (>= r_iter2 0) (ite $x667 (< ?x505 ?x440) (> ?x505 ?x440))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let (($x149 (or (< (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) (- 9223372036854775808)) (>= (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 9223372036854775808))))
 (let ((?x241 (+ r_pid0 1)))
 (let ((?x478 (* ?x241 4)))
 (let ((?x440 (ite (> 4 ?x478) ?x478 4)))
 (let (($x79 (or (or (< (* r_pid0 4) (- 9223372036854775808)) (>= (* r_pid0 4) 9223372036854775808)) (or (< ?x241 (- 9223372036854775808)) (>= ?x241 9223372036854775808)) (or (< ?x478 (- 9223372036854775808)) (>= ?x478 9223372036854775808)) (or (< ?x440 (- 9223372036854775808)) (>= ?x440 9223372036854775808)) $x149)))
 (not $x79)))))))
(assert
 (let ((?x21 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x183 (+ ?x21 (* (+ 0 w_lane0) 4))))
 (let ((?x324 (+ 0 (* 4 0))))
 (let ((?x490 (+ ?x324 ?x183)))
 (<= ?x490 byte))))))
(assert
 (let ((?x21 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x183 (+ ?x21 (* (+ 0 w_lane0) 4))))
 (let ((?x324 (+ 0 (* 4 0))))
 (let ((?x490 (+ ?x324 ?x183)))
 (< byte (+ ?x490 4)))))))
(assert
 (let ((?x85 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x195 (+ ?x85 (* (+ 0 r_lane0) 4))))
 (let ((?x324 (+ 0 (* 4 0))))
 (let ((?x598 (+ ?x324 ?x195)))
 (<= ?x598 byte))))))
(assert
 (let ((?x85 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x195 (+ ?x85 (* (+ 0 r_lane0) 4))))
 (let ((?x324 (+ 0 (* 4 0))))
 (let ((?x598 (+ ?x324 ?x195)))
 (< byte (+ ?x598 4)))))))
(assert
 (let (($x702 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x335 (and $x702 (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x335))))
(check-sat)
