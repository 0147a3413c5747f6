; program float_scale_static, triton_kernel_wrapper_functional_proxy.grad_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores grad_ptr (store at programs.py:439) vs reads x_ptr (load at programs.py:437))
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
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (not (or (or (< (* w_pid0 16) (- 9223372036854775808)) (>= (* w_pid0 16) 9223372036854775808)))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (not (or (or (< (* r_pid0 16) (- 9223372036854775808)) (>= (* r_pid0 16) 9223372036854775808)))))
(assert
 (let ((?x164 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x531 (+ ?x108 ?x164)))
 (<= ?x531 byte)))))
(assert
 (let ((?x164 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x531 (+ ?x108 ?x164)))
 (< byte (+ ?x531 4))))))
(assert
 (let ((?x104 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x409 (+ ?x108 ?x104)))
 (<= ?x409 byte)))))
(assert
 (let ((?x104 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x409 (+ ?x108 ?x104)))
 (< byte (+ ?x409 4))))))
(assert
 (let (($x161 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x161 true))))
(check-sat)
