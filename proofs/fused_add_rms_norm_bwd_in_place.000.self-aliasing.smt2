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
 (let (($x169 (>= w_pid0 0)))
 (and $x169 (> 1 w_pid0))))
(assert
 (let (($x364 (>= w_pid1 0)))
 (and $x364 (> 1 w_pid1))))
(assert
 (let (($x334 (>= w_pid2 0)))
 (and $x334 (> 1 w_pid2))))
(assert
 (let (($x102 (>= w_lane0 0)))
 (and $x102 (< w_lane0 16))))
(assert
 (let ((?x52 (+ w_pid0 1)))
 (let ((?x359 (* ?x52 4)))
 (let ((?x298 (ite (> 4 ?x359) ?x359 4)))
 (let ((?x28 (* w_pid0 4)))
 (let ((?x280 (+ ?x28 (* 1 w_iter2))))
 (let (($x287 (< ?x280 ?x298)))
 (let (($x202 (> 1 0)))
 (let (($x283 (>= w_iter2 0)))
 (and $x283 (ite $x202 $x287 (> ?x280 ?x298))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x91 (>= r_pid0 0)))
 (and $x91 (> 1 r_pid0))))
(assert
 (let (($x242 (>= r_pid1 0)))
 (and $x242 (> 1 r_pid1))))
(assert
 (let (($x132 (>= r_pid2 0)))
 (and $x132 (> 1 r_pid2))))
(assert
 (let (($x105 (>= r_lane0 0)))
 (and $x105 (< r_lane0 16))))
(assert
 (let ((?x108 (+ r_pid0 1)))
 (let ((?x420 (* ?x108 4)))
 (let ((?x221 (ite (> 4 ?x420) ?x420 4)))
 (let ((?x434 (* r_pid0 4)))
 (let ((?x356 (+ ?x434 (* 1 r_iter2))))
 (let (($x166 (< ?x356 ?x221)))
 (let (($x202 (> 1 0)))
 (let (($x75 (>= r_iter2 0)))
 (and $x75 (ite $x202 $x166 (> ?x356 ?x221))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x290 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x263 (+ ?x290 (* (+ 0 w_lane0) 4))))
 (let ((?x160 (+ 0 (* 4 0))))
 (let ((?x328 (+ ?x160 ?x263)))
 (<= ?x328 byte))))))
(assert
 (let ((?x290 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x263 (+ ?x290 (* (+ 0 w_lane0) 4))))
 (let ((?x160 (+ 0 (* 4 0))))
 (let ((?x328 (+ ?x160 ?x263)))
 (< byte (+ ?x328 4)))))))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x429 (+ ?x412 (* (+ 0 r_lane0) 4))))
 (let ((?x160 (+ 0 (* 4 0))))
 (let ((?x408 (+ ?x160 ?x429)))
 (<= ?x408 byte))))))
(assert
 (let ((?x412 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x429 (+ ?x412 (* (+ 0 r_lane0) 4))))
 (let ((?x160 (+ 0 (* 4 0))))
 (let ((?x408 (+ ?x160 ?x429)))
 (< byte (+ ?x408 4)))))))
(assert
 (let (($x403 (= r_pid2 w_pid2)))
(let (($x188 (= r_pid1 w_pid1)))
(let (($x205 (= r_pid0 w_pid0)))
(let (($x203 (and (and $x205 $x188 $x403) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x203))))))
(check-sat)
