; program float_scale_static, triton_kernel_wrapper_functional_proxy.grad_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores grad_ptr (store at programs.py:421) vs reads x_ptr (load at programs.py:419))
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
 (let (($x287 (>= w_pid0 0)))
 (and $x287 (> 4 w_pid0))))
(assert
 (let (($x783 (>= w_pid1 0)))
 (and $x783 (> 1 w_pid1))))
(assert
 (let (($x273 (>= w_pid2 0)))
 (and $x273 (> 1 w_pid2))))
(assert
 (let (($x326 (>= w_lane0 0)))
 (and $x326 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x1041 (>= r_pid0 0)))
 (and $x1041 (> 4 r_pid0))))
(assert
 (let (($x1113 (>= r_pid1 0)))
 (and $x1113 (> 1 r_pid1))))
(assert
 (let (($x755 (>= r_pid2 0)))
 (and $x755 (> 1 r_pid2))))
(assert
 (let (($x87 (>= r_lane0 0)))
 (and $x87 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x1078 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x141 (+ 0 (* 4 0))))
 (let ((?x311 (+ ?x141 ?x1078)))
 (<= ?x311 byte)))))
(assert
 (let ((?x1078 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x141 (+ 0 (* 4 0))))
 (let ((?x311 (+ ?x141 ?x1078)))
 (< byte (+ ?x311 4))))))
(assert
 (let ((?x310 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x141 (+ 0 (* 4 0))))
 (let ((?x1149 (+ ?x141 ?x310)))
 (<= ?x1149 byte)))))
(assert
 (let ((?x310 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x141 (+ 0 (* 4 0))))
 (let ((?x1149 (+ ?x141 ?x310)))
 (< byte (+ ?x1149 4))))))
(assert
 (let (($x290 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x290 true))))
(check-sat)
