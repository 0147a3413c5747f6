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
 (let (($x279 (>= w_pid0 0)))
 (and $x279 (> 4 w_pid0))))
(assert
 (let (($x231 (>= w_pid1 0)))
 (and $x231 (> 1 w_pid1))))
(assert
 (let (($x200 (>= w_pid2 0)))
 (and $x200 (> 1 w_pid2))))
(assert
 (let (($x1400 (>= w_lane0 0)))
 (and $x1400 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x860 (>= r_pid0 0)))
 (and $x860 (> 4 r_pid0))))
(assert
 (let (($x500 (>= r_pid1 0)))
 (and $x500 (> 1 r_pid1))))
(assert
 (let (($x616 (>= r_pid2 0)))
 (and $x616 (> 1 r_pid2))))
(assert
 (let (($x1196 (>= r_lane0 0)))
 (and $x1196 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x1402 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x562 (+ 0 (* 4 0))))
 (let ((?x568 (+ ?x562 ?x1402)))
 (<= ?x568 byte)))))
(assert
 (let ((?x1402 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x562 (+ 0 (* 4 0))))
 (let ((?x568 (+ ?x562 ?x1402)))
 (< byte (+ ?x568 4))))))
(assert
 (let ((?x1066 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x562 (+ 0 (* 4 0))))
 (let ((?x976 (+ ?x562 ?x1066)))
 (<= ?x976 byte)))))
(assert
 (let ((?x1066 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x562 (+ 0 (* 4 0))))
 (let ((?x976 (+ ?x562 ?x1066)))
 (< byte (+ ?x976 4))))))
(assert
 (let (($x370 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x370 true))))
(check-sat)
