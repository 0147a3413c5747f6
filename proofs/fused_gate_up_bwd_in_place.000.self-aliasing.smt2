; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dy_ptr (store at swiglu.py:360) vs reads y_ptr (load at swiglu.py:349))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun byte () Int)
(assert
 (let (($x57 (>= w_pid0 0)))
 (and $x57 (> 4 w_pid0))))
(assert
 (let (($x229 (>= w_pid1 0)))
 (and $x229 (> 1 w_pid1))))
(assert
 (let (($x113 (>= w_pid2 0)))
 (and $x113 (> 1 w_pid2))))
(assert
 (let (($x241 (>= w_lane0 0)))
 (and $x241 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x170 (>= r_pid0 0)))
 (and $x170 (> 4 r_pid0))))
(assert
 (let (($x400 (>= r_pid1 0)))
 (and $x400 (> 1 r_pid1))))
(assert
 (let (($x91 (>= r_pid2 0)))
 (and $x91 (> 1 r_pid2))))
(assert
 (let (($x90 (>= r_lane0 0)))
 (and $x90 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x297 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x28 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x28 ?x297)))
 (<= ?x316 byte)))))
(assert
 (let ((?x297 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x28 (+ 0 (* 4 0))))
 (let ((?x316 (+ ?x28 ?x297)))
 (< byte (+ ?x316 4))))))
(assert
 (let ((?x427 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x28 (+ 0 (* 4 0))))
 (let ((?x136 (+ ?x28 ?x427)))
 (<= ?x136 byte)))))
(assert
 (let ((?x427 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x28 (+ 0 (* 4 0))))
 (let ((?x136 (+ ?x28 ?x427)))
 (< byte (+ ?x136 4))))))
(assert
 (let (($x317 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x317 true))))
(check-sat)
