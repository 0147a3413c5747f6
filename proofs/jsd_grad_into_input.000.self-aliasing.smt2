; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dX_ptr (store at jsd.py:95) vs reads X_ptr (load at jsd.py:56))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun w_iter22 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_iter22 () Int)
(declare-fun byte () Int)
(assert
 (let (($x546 (>= w_pid0 0)))
 (and $x546 (> 4 w_pid0))))
(assert
 (let (($x28370 (>= w_pid1 0)))
 (and $x28370 (> 1 w_pid1))))
(assert
 (let (($x49413 (>= w_pid2 0)))
 (and $x49413 (> 1 w_pid2))))
(assert
 (let (($x6352 (>= w_lane0 0)))
 (and $x6352 (< w_lane0 16))))
(assert
 (let ((?x1160 (* 16 w_iter22)))
 (let ((?x3593 (+ 0 ?x1160)))
 (let (($x49449 (> 16 ?x3593)))
 (let (($x264 (> 16 0)))
 (let (($x45589 (>= w_iter22 0)))
 (and $x45589 (ite $x264 $x49449 (< 16 ?x3593)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x418 (>= r_pid0 0)))
 (and $x418 (> 4 r_pid0))))
(assert
 (let (($x9238 (>= r_pid1 0)))
 (and $x9238 (> 1 r_pid1))))
(assert
 (let (($x293 (>= r_pid2 0)))
 (and $x293 (> 1 r_pid2))))
(assert
 (let (($x8245 (>= r_lane0 0)))
 (and $x8245 (< r_lane0 16))))
(assert
 (let ((?x7091 (* 16 r_iter22)))
 (let ((?x49485 (+ 0 ?x7091)))
 (let (($x49677 (> 16 ?x49485)))
 (let (($x264 (> 16 0)))
 (let (($x613 (>= r_iter22 0)))
 (and $x613 (ite $x264 $x49677 (< 16 ?x49485)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let ((?x964 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x39936 (+ 0 (* 4 0))))
 (let ((?x7101 (+ ?x39936 ?x964)))
 (<= ?x7101 byte)))))
(assert
 (let ((?x964 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x39936 (+ 0 (* 4 0))))
 (let ((?x7101 (+ ?x39936 ?x964)))
 (< byte (+ ?x7101 4))))))
(assert
 (let ((?x527 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x39936 (+ 0 (* 4 0))))
 (let ((?x426 (+ ?x39936 ?x527)))
 (<= ?x426 byte)))))
(assert
 (let ((?x527 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x39936 (+ 0 (* 4 0))))
 (let ((?x426 (+ ?x39936 ?x527)))
 (< byte (+ ?x426 4))))))
(assert
 (let (($x6575 (= r_pid2 w_pid2)))
(let (($x406 (= r_pid1 w_pid1)))
(let (($x1034 (= r_pid0 w_pid0)))
(let (($x3781 (and (and $x1034 $x406 $x6575) (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x3781))))))
(check-sat)
