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
 (let (($x137 (>= w_pid0 0)))
 (and $x137 (> 1 w_pid0))))
(assert
 (let (($x297 (>= w_pid1 0)))
 (and $x297 (> 1 w_pid1))))
(assert
 (let (($x206 (>= w_pid2 0)))
 (and $x206 (> 1 w_pid2))))
(assert
 (let (($x33 (>= w_lane0 0)))
 (and $x33 (< w_lane0 16))))
(assert
 (let ((?x287 (+ w_pid0 1)))
 (let ((?x50 (* ?x287 4)))
 (let ((?x91 (ite (> 4 ?x50) ?x50 4)))
 (let ((?x264 (* w_pid0 4)))
 (let ((?x199 (+ ?x264 (* 1 w_iter0))))
 (let (($x342 (< ?x199 ?x91)))
 (let (($x293 (> 1 0)))
 (let (($x308 (>= w_iter0 0)))
 (and $x308 (ite $x293 $x342 (> ?x199 ?x91))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x34 (>= r_pid0 0)))
 (and $x34 (> 1 r_pid0))))
(assert
 (let (($x192 (>= r_pid1 0)))
 (and $x192 (> 1 r_pid1))))
(assert
 (let (($x203 (>= r_pid2 0)))
 (and $x203 (> 1 r_pid2))))
(assert
 (let (($x334 (>= r_lane0 0)))
 (and $x334 (< r_lane0 16))))
(assert
 (let ((?x174 (+ r_pid0 1)))
 (let ((?x291 (* ?x174 4)))
 (let ((?x117 (ite (> 4 ?x291) ?x291 4)))
 (let ((?x90 (* r_pid0 4)))
 (let ((?x102 (+ ?x90 (* 1 r_iter0))))
 (let (($x84 (< ?x102 ?x117)))
 (let (($x293 (> 1 0)))
 (let (($x313 (>= r_iter0 0)))
 (and $x313 (ite $x293 $x84 (> ?x102 ?x117))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x156 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x239 (+ ?x156 (* (+ 0 w_lane0) 4))))
 (let ((?x263 (+ 0 (* 4 0))))
 (let ((?x339 (+ ?x263 ?x239)))
 (<= ?x339 byte))))))
(assert
 (let ((?x156 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x239 (+ ?x156 (* (+ 0 w_lane0) 4))))
 (let ((?x263 (+ 0 (* 4 0))))
 (let ((?x339 (+ ?x263 ?x239)))
 (< byte (+ ?x339 4)))))))
(assert
 (let ((?x353 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x205 (+ ?x353 (* (+ 0 r_lane0) 4))))
 (let ((?x263 (+ 0 (* 4 0))))
 (let ((?x298 (+ ?x263 ?x205)))
 (<= ?x298 byte))))))
(assert
 (let ((?x353 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x205 (+ ?x353 (* (+ 0 r_lane0) 4))))
 (let ((?x263 (+ 0 (* 4 0))))
 (let ((?x298 (+ ?x263 ?x205)))
 (< byte (+ ?x298 4)))))))
(assert
 (let (($x345 (= r_pid2 w_pid2)))
(let (($x103 (= r_pid1 w_pid1)))
(let (($x243 (= r_pid0 w_pid0)))
(let (($x187 (and (and $x243 $x103 $x345) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x187))))))
(check-sat)
