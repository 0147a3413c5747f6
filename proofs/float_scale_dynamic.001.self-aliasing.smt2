; program float_scale_dynamic, triton_kernel_wrapper_functional_proxy.grad_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores grad_ptr (store at programs.py:421) vs reads x_ptr (load at programs.py:419))
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
 (let (($x1382 (>= w_pid0 0)))
 (and $x1382 (< w_pid0 s88))))
(assert
 (let (($x1192 (>= w_pid1 0)))
 (and $x1192 (> 1 w_pid1))))
(assert
 (let (($x459 (>= w_pid2 0)))
 (and $x459 (> 1 w_pid2))))
(assert
 (let (($x945 (>= w_lane0 0)))
 (and $x945 (< w_lane0 16))))
(assert
 (and (< (+ 0 w_lane0) s3) true))
(assert
 (let (($x972 (>= r_pid0 0)))
 (and $x972 (< r_pid0 s88))))
(assert
 (let (($x102 (>= r_pid1 0)))
 (and $x102 (> 1 r_pid1))))
(assert
 (let (($x1317 (>= r_pid2 0)))
 (and $x1317 (> 1 r_pid2))))
(assert
 (let (($x156 (>= r_lane0 0)))
 (and $x156 (< r_lane0 16))))
(assert
 (and (< (+ 0 r_lane0) s3) true))
(assert
 (let ((?x851 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x269 (+ ?x239 ?x851)))
 (<= ?x269 byte)))))
(assert
 (let ((?x851 (+ (+ 0 (* (* w_pid0 s3) 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x269 (+ ?x239 ?x851)))
 (< byte (+ ?x269 4))))))
(assert
 (let ((?x1158 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x1033 (+ ?x239 ?x1158)))
 (<= ?x1033 byte)))))
(assert
 (let ((?x1158 (+ (+ 0 (* (* r_pid0 s3) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x1033 (+ ?x239 ?x1158)))
 (< byte (+ ?x1033 4))))))
(assert
 (let (($x1041 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x1041 true))))
(assert
 (>= s3 2))
(assert
 (>= s88 2))
(check-sat)
