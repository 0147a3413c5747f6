; program op_kernel_clone_removed, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 stores 0 (store at kernels.py:45) vs reads src (load at kernels.py:44))
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
 (let (($x197 (>= w_pid0 0)))
 (and $x197 (> 4 w_pid0))))
(assert
 (let (($x311 (>= w_pid1 0)))
 (and $x311 (> 1 w_pid1))))
(assert
 (let (($x515 (>= w_pid2 0)))
 (and $x515 (> 1 w_pid2))))
(assert
 (let (($x312 (>= w_lane0 0)))
 (and $x312 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x42 (>= r_pid0 0)))
 (and $x42 (> 4 r_pid0))))
(assert
 (let (($x265 (>= r_pid1 0)))
 (and $x265 (> 1 r_pid1))))
(assert
 (let (($x187 (>= r_pid2 0)))
 (and $x187 (> 1 r_pid2))))
(assert
 (let (($x783 (>= r_lane0 0)))
 (and $x783 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x1073 (* w_pid0 4)))
 (let ((?x55 (+ ?x1073 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x352 (- ?x73 ?x55)))
 (let ((?x428 (+ 0 (* ?x352 4))))
 (let ((?x1078 (+ 0 (* 4 0))))
 (let ((?x1162 (+ ?x1078 ?x428)))
 (<= ?x1162 byte)))))))))
(assert
 (let ((?x1073 (* w_pid0 4)))
 (let ((?x55 (+ ?x1073 (+ 0 w_lane0))))
 (let ((?x73 (- 16 1)))
 (let ((?x352 (- ?x73 ?x55)))
 (let ((?x428 (+ 0 (* ?x352 4))))
 (let ((?x1078 (+ 0 (* 4 0))))
 (let ((?x1162 (+ ?x1078 ?x428)))
 (< byte (+ ?x1162 4))))))))))
(assert
 (let ((?x196 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x1078 (+ 0 (* 4 0))))
 (let ((?x273 (+ ?x1078 ?x196)))
 (<= ?x273 byte)))))
(assert
 (let ((?x196 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x1078 (+ 0 (* 4 0))))
 (let ((?x273 (+ ?x1078 ?x196)))
 (< byte (+ ?x273 4))))))
(assert
 (let (($x1149 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1149 true))))
(check-sat)
