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
 (let (($x142 (>= w_pid0 0)))
 (and $x142 (> 1 w_pid0))))
(assert
 (let (($x109 (>= w_pid1 0)))
 (and $x109 (> 1 w_pid1))))
(assert
 (let (($x130 (>= w_pid2 0)))
 (and $x130 (> 1 w_pid2))))
(assert
 (let (($x252 (>= w_lane0 0)))
 (and $x252 (< w_lane0 16))))
(assert
 (let ((?x269 (+ w_pid0 1)))
 (let ((?x214 (* ?x269 4)))
 (let ((?x203 (ite (> 4 ?x214) ?x214 4)))
 (let ((?x235 (* w_pid0 4)))
 (let ((?x121 (+ ?x235 (* 1 w_iter2))))
 (let (($x386 (< ?x121 ?x203)))
 (let (($x332 (> 1 0)))
 (let (($x191 (>= w_iter2 0)))
 (and $x191 (ite $x332 $x386 (> ?x121 ?x203))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x323 (>= r_pid0 0)))
 (and $x323 (> 1 r_pid0))))
(assert
 (let (($x264 (>= r_pid1 0)))
 (and $x264 (> 1 r_pid1))))
(assert
 (let (($x158 (>= r_pid2 0)))
 (and $x158 (> 1 r_pid2))))
(assert
 (let (($x163 (>= r_lane0 0)))
 (and $x163 (< r_lane0 16))))
(assert
 (let ((?x230 (+ r_pid0 1)))
 (let ((?x426 (* ?x230 4)))
 (let ((?x283 (ite (> 4 ?x426) ?x426 4)))
 (let ((?x438 (* r_pid0 4)))
 (let ((?x316 (+ ?x438 (* 1 r_iter2))))
 (let (($x103 (< ?x316 ?x283)))
 (let (($x332 (> 1 0)))
 (let (($x183 (>= r_iter2 0)))
 (and $x183 (ite $x332 $x103 (> ?x316 ?x283))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x341 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x71 (+ ?x341 (* (+ 0 w_lane0) 4))))
 (let ((?x231 (+ 0 (* 4 0))))
 (let ((?x168 (+ ?x231 ?x71)))
 (<= ?x168 byte))))))
(assert
 (let ((?x341 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x71 (+ ?x341 (* (+ 0 w_lane0) 4))))
 (let ((?x231 (+ 0 (* 4 0))))
 (let ((?x168 (+ ?x231 ?x71)))
 (< byte (+ ?x168 4)))))))
(assert
 (let ((?x419 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x435 (+ ?x419 (* (+ 0 r_lane0) 4))))
 (let ((?x231 (+ 0 (* 4 0))))
 (let ((?x415 (+ ?x231 ?x435)))
 (<= ?x415 byte))))))
(assert
 (let ((?x419 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x435 (+ ?x419 (* (+ 0 r_lane0) 4))))
 (let ((?x231 (+ 0 (* 4 0))))
 (let ((?x415 (+ ?x231 ?x435)))
 (< byte (+ ?x415 4)))))))
(assert
 (let (($x245 (= r_pid2 w_pid2)))
(let (($x340 (= r_pid1 w_pid1)))
(let (($x346 (= r_pid0 w_pid0)))
(let (($x374 (and (and $x346 $x340 $x245) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x374))))))
(check-sat)
