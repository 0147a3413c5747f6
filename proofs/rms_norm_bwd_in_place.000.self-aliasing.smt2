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
 (let (($x263 (>= w_pid0 0)))
 (and $x263 (> 1 w_pid0))))
(assert
 (let (($x234 (>= w_pid1 0)))
 (and $x234 (> 1 w_pid1))))
(assert
 (let (($x304 (>= w_pid2 0)))
 (and $x304 (> 1 w_pid2))))
(assert
 (let (($x34 (>= w_lane0 0)))
 (and $x34 (< w_lane0 16))))
(assert
 (let ((?x206 (+ w_pid0 1)))
 (let ((?x21 (* ?x206 4)))
 (let ((?x327 (ite (> 4 ?x21) ?x21 4)))
 (let ((?x323 (* w_pid0 4)))
 (let ((?x286 (+ ?x323 (* 1 w_iter0))))
 (let (($x80 (< ?x286 ?x327)))
 (let (($x61 (> 1 0)))
 (let (($x121 (>= w_iter0 0)))
 (and $x121 (ite $x61 $x80 (> ?x286 ?x327))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x244 (>= r_pid0 0)))
 (and $x244 (> 1 r_pid0))))
(assert
 (let (($x59 (>= r_pid1 0)))
 (and $x59 (> 1 r_pid1))))
(assert
 (let (($x194 (>= r_pid2 0)))
 (and $x194 (> 1 r_pid2))))
(assert
 (let (($x329 (>= r_lane0 0)))
 (and $x329 (< r_lane0 16))))
(assert
 (let ((?x167 (+ r_pid0 1)))
 (let ((?x136 (* ?x167 4)))
 (let ((?x64 (ite (> 4 ?x136) ?x136 4)))
 (let ((?x369 (* r_pid0 4)))
 (let ((?x66 (+ ?x369 (* 1 r_iter0))))
 (let (($x63 (< ?x66 ?x64)))
 (let (($x61 (> 1 0)))
 (let (($x285 (>= r_iter0 0)))
 (and $x285 (ite $x61 $x63 (> ?x66 ?x64))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x97 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x134 (+ ?x97 (* (+ 0 w_lane0) 4))))
 (let ((?x105 (+ 0 (* 4 0))))
 (let ((?x209 (+ ?x105 ?x134)))
 (<= ?x209 byte))))))
(assert
 (let ((?x97 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x134 (+ ?x97 (* (+ 0 w_lane0) 4))))
 (let ((?x105 (+ 0 (* 4 0))))
 (let ((?x209 (+ ?x105 ?x134)))
 (< byte (+ ?x209 4)))))))
(assert
 (let ((?x144 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x197 (+ ?x144 (* (+ 0 r_lane0) 4))))
 (let ((?x105 (+ 0 (* 4 0))))
 (let ((?x174 (+ ?x105 ?x197)))
 (<= ?x174 byte))))))
(assert
 (let ((?x144 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x197 (+ ?x144 (* (+ 0 r_lane0) 4))))
 (let ((?x105 (+ 0 (* 4 0))))
 (let ((?x174 (+ ?x105 ?x197)))
 (< byte (+ ?x174 4)))))))
(assert
 (let (($x258 (= r_pid2 w_pid2)))
(let (($x252 (= r_pid1 w_pid1)))
(let (($x214 (= r_pid0 w_pid0)))
(let (($x353 (and (and $x214 $x252 $x258) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x353))))))
(check-sat)
