; program float_scale_dynamic, triton_kernel_wrapper_functional_proxy.grad_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores grad_ptr (store at programs.py:439) vs reads x_ptr (load at programs.py:437))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun s88 () Int)
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun s3 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun byte () Int)
(assert
 (let (($x81 (>= w_pid0 0)))
 (and $x81 (< w_pid0 s88))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 16))))
(assert
 (and (< (+ 0 w_lane0) s3) true))
(assert
 (not (or (or (< (* w_pid0 s3) (- 9223372036854775808)) (>= (* w_pid0 s3) 9223372036854775808)))))
(assert
 (let (($x144 (>= r_pid0 0)))
 (and $x144 (< r_pid0 s88))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 16))))
(assert
 (and (< (+ 0 r_lane0) s3) true))
(assert
 (not (or (or (< (* r_pid0 s3) (- 9223372036854775808)) (>= (* r_pid0 s3) 9223372036854775808)))))
(assert
 (let ((?x24 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x523 (+ ?x380 ?x24)))
 (<= ?x523 byte)))))
(assert
 (let ((?x24 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x523 (+ ?x380 ?x24)))
 (< byte (+ ?x523 4))))))
(assert
 (let ((?x40 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x190 (+ ?x380 ?x40)))
 (<= ?x190 byte)))))
(assert
 (let ((?x40 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x190 (+ ?x380 ?x40)))
 (< byte (+ ?x190 4))))))
(assert
 (let (($x69 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x69 true))))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(check-sat)
