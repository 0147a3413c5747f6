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
 (let (($x183 (>= w_pid0 0)))
 (and $x183 (> 1 w_pid0))))
(assert
 (let (($x185 (>= w_pid1 0)))
 (and $x185 (> 1 w_pid1))))
(assert
 (let (($x60 (>= w_pid2 0)))
 (and $x60 (> 1 w_pid2))))
(assert
 (let (($x69 (>= w_lane0 0)))
 (and $x69 (< w_lane0 16))))
(assert
 (let ((?x70 (+ w_pid0 1)))
 (let ((?x157 (* ?x70 4)))
 (let ((?x158 (ite (> 4 ?x157) ?x157 4)))
 (let ((?x103 (* w_pid0 4)))
 (let ((?x119 (+ ?x103 (* 1 w_iter0))))
 (let (($x252 (< ?x119 ?x158)))
 (let (($x63 (> 1 0)))
 (let (($x272 (>= w_iter0 0)))
 (and $x272 (ite $x63 $x252 (> ?x119 ?x158))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x261 (>= r_pid0 0)))
 (and $x261 (> 1 r_pid0))))
(assert
 (let (($x126 (>= r_pid1 0)))
 (and $x126 (> 1 r_pid1))))
(assert
 (let (($x214 (>= r_pid2 0)))
 (and $x214 (> 1 r_pid2))))
(assert
 (let (($x386 (>= r_lane0 0)))
 (and $x386 (< r_lane0 16))))
(assert
 (let ((?x24 (+ r_pid0 1)))
 (let ((?x231 (* ?x24 4)))
 (let ((?x206 (ite (> 4 ?x231) ?x231 4)))
 (let ((?x170 (* r_pid0 4)))
 (let ((?x257 (+ ?x170 (* 1 r_iter0))))
 (let (($x209 (< ?x257 ?x206)))
 (let (($x63 (> 1 0)))
 (let (($x315 (>= r_iter0 0)))
 (and $x315 (ite $x63 $x209 (> ?x257 ?x206))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x88 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x247 (+ ?x88 (* (+ 0 w_lane0) 4))))
 (let ((?x153 (+ 0 (* 4 0))))
 (let ((?x259 (+ ?x153 ?x247)))
 (<= ?x259 byte))))))
(assert
 (let ((?x88 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter0)) 16) 4))))
 (let ((?x247 (+ ?x88 (* (+ 0 w_lane0) 4))))
 (let ((?x153 (+ 0 (* 4 0))))
 (let ((?x259 (+ ?x153 ?x247)))
 (< byte (+ ?x259 4)))))))
(assert
 (let ((?x313 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x233 (+ ?x313 (* (+ 0 r_lane0) 4))))
 (let ((?x153 (+ 0 (* 4 0))))
 (let ((?x323 (+ ?x153 ?x233)))
 (<= ?x323 byte))))))
(assert
 (let ((?x313 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter0)) 16) 4))))
 (let ((?x233 (+ ?x313 (* (+ 0 r_lane0) 4))))
 (let ((?x153 (+ 0 (* 4 0))))
 (let ((?x323 (+ ?x153 ?x233)))
 (< byte (+ ?x323 4)))))))
(assert
 (let (($x48 (= r_pid2 w_pid2)))
(let (($x274 (= r_pid1 w_pid1)))
(let (($x307 (= r_pid0 w_pid0)))
(let (($x335 (and (and $x307 $x274 $x48) (or (< r_iter0 w_iter0) (and (= r_iter0 w_iter0) true)))))
(not $x335))))))
(check-sat)
