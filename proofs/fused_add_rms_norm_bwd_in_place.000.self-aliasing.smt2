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
 (let (($x1394 (>= w_pid0 0)))
 (and $x1394 (> 1 w_pid0))))
(assert
 (let (($x1257 (>= w_pid1 0)))
 (and $x1257 (> 1 w_pid1))))
(assert
 (let (($x51 (>= w_pid2 0)))
 (and $x51 (> 1 w_pid2))))
(assert
 (let (($x370 (>= w_lane0 0)))
 (and $x370 (< w_lane0 16))))
(assert
 (let ((?x247 (+ w_pid0 1)))
 (let ((?x57 (* ?x247 4)))
 (let ((?x623 (ite (> 4 ?x57) ?x57 4)))
 (let ((?x557 (* w_pid0 4)))
 (let ((?x960 (+ ?x557 (* 1 w_iter2))))
 (let (($x565 (< ?x960 ?x623)))
 (let (($x234 (> 1 0)))
 (let (($x787 (>= w_iter2 0)))
 (and $x787 (ite $x234 $x565 (> ?x960 ?x623))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x288 (>= r_pid0 0)))
 (and $x288 (> 1 r_pid0))))
(assert
 (let (($x1276 (>= r_pid1 0)))
 (and $x1276 (> 1 r_pid1))))
(assert
 (let (($x290 (>= r_pid2 0)))
 (and $x290 (> 1 r_pid2))))
(assert
 (let (($x275 (>= r_lane0 0)))
 (and $x275 (< r_lane0 16))))
(assert
 (let ((?x1032 (+ r_pid0 1)))
 (let ((?x616 (* ?x1032 4)))
 (let ((?x191 (ite (> 4 ?x616) ?x616 4)))
 (let ((?x436 (* r_pid0 4)))
 (let ((?x1263 (+ ?x436 (* 1 r_iter2))))
 (let (($x58 (< ?x1263 ?x191)))
 (let (($x234 (> 1 0)))
 (let (($x114 (>= r_iter2 0)))
 (and $x114 (ite $x234 $x58 (> ?x1263 ?x191))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x516 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x239 (+ ?x516 (* (+ 0 w_lane0) 4))))
 (let ((?x1196 (+ 0 (* 4 0))))
 (let ((?x933 (+ ?x1196 ?x239)))
 (<= ?x933 byte))))))
(assert
 (let ((?x516 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x239 (+ ?x516 (* (+ 0 w_lane0) 4))))
 (let ((?x1196 (+ 0 (* 4 0))))
 (let ((?x933 (+ ?x1196 ?x239)))
 (< byte (+ ?x933 4)))))))
(assert
 (let ((?x695 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x1159 (+ ?x695 (* (+ 0 r_lane0) 4))))
 (let ((?x1196 (+ 0 (* 4 0))))
 (let ((?x1036 (+ ?x1196 ?x1159)))
 (<= ?x1036 byte))))))
(assert
 (let ((?x695 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x1159 (+ ?x695 (* (+ 0 r_lane0) 4))))
 (let ((?x1196 (+ 0 (* 4 0))))
 (let ((?x1036 (+ ?x1196 ?x1159)))
 (< byte (+ ?x1036 4)))))))
(assert
 (let (($x848 (= r_pid2 w_pid2)))
(let (($x872 (= r_pid1 w_pid1)))
(let (($x231 (= r_pid0 w_pid0)))
(let (($x71 (and (and $x231 $x872 $x848) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x71))))))
(check-sat)
