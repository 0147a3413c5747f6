; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dy_ptr (store at swiglu.py:361) vs reads y_ptr (load at swiglu.py:350))
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
 (let (($x569 (>= w_pid0 0)))
 (and $x569 (> 4 w_pid0))))
(assert
 (let (($x322 (>= w_pid1 0)))
 (and $x322 (> 1 w_pid1))))
(assert
 (let (($x49651 (>= w_pid2 0)))
 (and $x49651 (> 1 w_pid2))))
(assert
 (let (($x49654 (>= w_lane0 0)))
 (and $x49654 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x18381 (>= r_pid0 0)))
 (and $x18381 (> 4 r_pid0))))
(assert
 (let (($x1381 (>= r_pid1 0)))
 (and $x1381 (> 1 r_pid1))))
(assert
 (let (($x197 (>= r_pid2 0)))
 (and $x197 (> 1 r_pid2))))
(assert
 (let (($x941 (>= r_lane0 0)))
 (and $x941 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x1081 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x1063 (+ 0 (* 4 0))))
 (let ((?x85 (+ ?x1063 ?x1081)))
 (<= ?x85 byte)))))
(assert
 (let ((?x1081 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x1063 (+ 0 (* 4 0))))
 (let ((?x85 (+ ?x1063 ?x1081)))
 (< byte (+ ?x85 4))))))
(assert
 (let ((?x359 (+ (+ (+ 0 (* (* r_pid0 32) 4)) (* 16 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x1063 (+ 0 (* 4 0))))
 (let ((?x1317 (+ ?x1063 ?x359)))
 (<= ?x1317 byte)))))
(assert
 (let ((?x359 (+ (+ (+ 0 (* (* r_pid0 32) 4)) (* 16 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x1063 (+ 0 (* 4 0))))
 (let ((?x1317 (+ ?x1063 ?x359)))
 (< byte (+ ?x1317 4))))))
(assert
 (let (($x1274 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1274 true))))
(check-sat)
