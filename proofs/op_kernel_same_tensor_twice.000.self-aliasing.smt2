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
 (let (($x344 (>= w_pid0 0)))
 (and $x344 (> 4 w_pid0))))
(assert
 (let (($x85 (>= w_pid1 0)))
 (and $x85 (> 1 w_pid1))))
(assert
 (let (($x859 (>= w_pid2 0)))
 (and $x859 (> 1 w_pid2))))
(assert
 (let (($x949 (>= w_lane0 0)))
 (and $x949 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x352 (>= r_pid0 0)))
 (and $x352 (> 4 r_pid0))))
(assert
 (let (($x1153 (>= r_pid1 0)))
 (and $x1153 (> 1 r_pid1))))
(assert
 (let (($x1155 (>= r_pid2 0)))
 (and $x1155 (> 1 r_pid2))))
(assert
 (let (($x785 (>= r_lane0 0)))
 (and $x785 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x114 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x955 (+ 0 (* 4 0))))
 (let ((?x966 (+ ?x955 ?x114)))
 (<= ?x966 byte)))))
(assert
 (let ((?x114 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x955 (+ 0 (* 4 0))))
 (let ((?x966 (+ ?x955 ?x114)))
 (< byte (+ ?x966 4))))))
(assert
 (let ((?x251 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x955 (+ 0 (* 4 0))))
 (let ((?x558 (+ ?x955 ?x251)))
 (<= ?x558 byte)))))
(assert
 (let ((?x251 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x955 (+ 0 (* 4 0))))
 (let ((?x558 (+ ?x955 ?x251)))
 (< byte (+ ?x558 4))))))
(assert
 (let (($x1032 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1032 true))))
(check-sat)
