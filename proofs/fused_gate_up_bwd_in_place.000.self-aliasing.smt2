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
 (let (($x804 (>= w_pid0 0)))
 (and $x804 (> 4 w_pid0))))
(assert
 (let (($x1306 (>= w_pid1 0)))
 (and $x1306 (> 1 w_pid1))))
(assert
 (let (($x415 (>= w_pid2 0)))
 (and $x415 (> 1 w_pid2))))
(assert
 (let (($x781 (>= w_lane0 0)))
 (and $x781 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x603 (>= r_pid0 0)))
 (and $x603 (> 4 r_pid0))))
(assert
 (let (($x674 (>= r_pid1 0)))
 (and $x674 (> 1 r_pid1))))
(assert
 (let (($x197 (>= r_pid2 0)))
 (and $x197 (> 1 r_pid2))))
(assert
 (let (($x754 (>= r_lane0 0)))
 (and $x754 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x813 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x367 (+ 0 (* 4 0))))
 (let ((?x751 (+ ?x367 ?x813)))
 (<= ?x751 byte)))))
(assert
 (let ((?x813 (+ (+ 0 (* (* w_pid0 32) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x367 (+ 0 (* 4 0))))
 (let ((?x751 (+ ?x367 ?x813)))
 (< byte (+ ?x751 4))))))
(assert
 (let ((?x928 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x367 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x367 ?x928)))
 (<= ?x755 byte)))))
(assert
 (let ((?x928 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x367 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x367 ?x928)))
 (< byte (+ ?x755 4))))))
(assert
 (let (($x562 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x562 true))))
(check-sat)
