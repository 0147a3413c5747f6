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
 (let (($x298 (>= w_pid0 0)))
 (and $x298 (> 4 w_pid0))))
(assert
 (let (($x199 (>= w_pid1 0)))
 (and $x199 (> 1 w_pid1))))
(assert
 (let (($x304 (>= w_pid2 0)))
 (and $x304 (> 1 w_pid2))))
(assert
 (let (($x195 (>= w_lane0 0)))
 (and $x195 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x2691 (>= r_pid0 0)))
 (and $x2691 (> 4 r_pid0))))
(assert
 (let (($x2101 (>= r_pid1 0)))
 (and $x2101 (> 1 r_pid1))))
(assert
 (let (($x166 (>= r_pid2 0)))
 (and $x166 (> 1 r_pid2))))
(assert
 (let (($x96 (>= r_lane0 0)))
 (and $x96 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x2096 (* w_pid0 4)))
 (let ((?x230 (+ ?x2096 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x2023 (- ?x121 ?x230)))
 (let ((?x68 (+ 0 (* ?x2023 4))))
 (let ((?x33 (+ 0 (* 4 0))))
 (let ((?x880 (+ ?x33 ?x68)))
 (<= ?x880 byte)))))))))
(assert
 (let ((?x2096 (* w_pid0 4)))
 (let ((?x230 (+ ?x2096 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x2023 (- ?x121 ?x230)))
 (let ((?x68 (+ 0 (* ?x2023 4))))
 (let ((?x33 (+ 0 (* 4 0))))
 (let ((?x880 (+ ?x33 ?x68)))
 (< byte (+ ?x880 4))))))))))
(assert
 (let ((?x257 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x33 (+ 0 (* 4 0))))
 (let ((?x881 (+ ?x33 ?x257)))
 (<= ?x881 byte)))))
(assert
 (let ((?x257 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x33 (+ 0 (* 4 0))))
 (let ((?x881 (+ ?x33 ?x257)))
 (< byte (+ ?x881 4))))))
(assert
 (let (($x183 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x183 true))))
(check-sat)
