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
 (let (($x230 (>= w_pid0 0)))
 (and $x230 (> 1 w_pid0))))
(assert
 (let (($x164 (>= w_pid1 0)))
 (and $x164 (> 1 w_pid1))))
(assert
 (let (($x144 (>= w_pid2 0)))
 (and $x144 (> 1 w_pid2))))
(assert
 (let (($x52 (>= w_lane0 0)))
 (and $x52 (< w_lane0 16))))
(assert
 (let ((?x34 (+ w_pid0 1)))
 (let ((?x256 (* ?x34 4)))
 (let ((?x60 (ite (> 4 ?x256) ?x256 4)))
 (let ((?x161 (* w_pid0 4)))
 (let ((?x87 (+ ?x161 (* 1 w_iter2))))
 (let (($x338 (< ?x87 ?x60)))
 (let (($x55 (> 1 0)))
 (let (($x203 (>= w_iter2 0)))
 (and $x203 (ite $x55 $x338 (> ?x87 ?x60))))))))))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x332 (>= r_pid0 0)))
 (and $x332 (> 1 r_pid0))))
(assert
 (let (($x208 (>= r_pid1 0)))
 (and $x208 (> 1 r_pid1))))
(assert
 (let (($x216 (>= r_pid2 0)))
 (and $x216 (> 1 r_pid2))))
(assert
 (let (($x85 (>= r_lane0 0)))
 (and $x85 (< r_lane0 16))))
(assert
 (let ((?x288 (+ r_pid0 1)))
 (let ((?x421 (* ?x288 4)))
 (let ((?x79 (ite (> 4 ?x421) ?x421 4)))
 (let ((?x433 (* r_pid0 4)))
 (let ((?x302 (+ ?x433 (* 1 r_iter2))))
 (let (($x133 (< ?x302 ?x79)))
 (let (($x55 (> 1 0)))
 (let (($x278 (>= r_iter2 0)))
 (and $x278 (ite $x55 $x133 (> ?x302 ?x79))))))))))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x394 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x185 (+ ?x394 (* (+ 0 w_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x363 (+ ?x108 ?x185)))
 (<= ?x363 byte))))))
(assert
 (let ((?x394 (+ 0 (* (* (+ (* w_pid0 4) (* 1 w_iter2)) 16) 4))))
 (let ((?x185 (+ ?x394 (* (+ 0 w_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x363 (+ ?x108 ?x185)))
 (< byte (+ ?x363 4)))))))
(assert
 (let ((?x417 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x430 (+ ?x417 (* (+ 0 r_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x412 (+ ?x108 ?x430)))
 (<= ?x412 byte))))))
(assert
 (let ((?x417 (+ 0 (* (* (+ (* r_pid0 4) (* 1 r_iter2)) 16) 4))))
 (let ((?x430 (+ ?x417 (* (+ 0 r_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x412 (+ ?x108 ?x430)))
 (< byte (+ ?x412 4)))))))
(assert
 (let (($x336 (= r_pid2 w_pid2)))
(let (($x206 (= r_pid1 w_pid1)))
(let (($x285 (= r_pid0 w_pid0)))
(let (($x376 (and (and $x285 $x206 $x336) (or (< r_iter2 w_iter2) (and (= r_iter2 w_iter2) true)))))
(not $x376))))))
(check-sat)
