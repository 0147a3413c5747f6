; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 stores 0 (store at kernels.py:53) vs reads x (load at kernels.py:53))
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
 (let (($x374 (>= w_pid0 0)))
 (and $x374 (> 4 w_pid0))))
(assert
 (let (($x246 (>= w_pid1 0)))
 (and $x246 (> 1 w_pid1))))
(assert
 (let (($x604 (>= w_pid2 0)))
 (and $x604 (> 1 w_pid2))))
(assert
 (let (($x351 (>= w_lane0 0)))
 (and $x351 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x1032 (>= r_pid0 0)))
 (and $x1032 (> 4 r_pid0))))
(assert
 (let (($x342 (>= r_pid1 0)))
 (and $x342 (> 1 r_pid1))))
(assert
 (let (($x197 (>= r_pid2 0)))
 (and $x197 (> 1 r_pid2))))
(assert
 (let (($x1048 (>= r_lane0 0)))
 (and $x1048 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x156 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x353 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x353 ?x156)))
 (<= ?x755 byte)))))
(assert
 (let ((?x156 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x353 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x353 ?x156)))
 (< byte (+ ?x755 4))))))
(assert
 (let ((?x69 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x353 (+ 0 (* 4 0))))
 (let ((?x428 (+ ?x353 ?x69)))
 (<= ?x428 byte)))))
(assert
 (let ((?x69 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x353 (+ 0 (* 4 0))))
 (let ((?x428 (+ ?x353 ?x69)))
 (< byte (+ ?x428 4))))))
(assert
 (let (($x783 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x783 true))))
(check-sat)
