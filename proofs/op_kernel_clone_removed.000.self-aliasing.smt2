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
 (let (($x159 (>= w_pid0 0)))
 (and $x159 (> 4 w_pid0))))
(assert
 (let (($x278 (>= w_pid1 0)))
 (and $x278 (> 1 w_pid1))))
(assert
 (let (($x22 (>= w_pid2 0)))
 (and $x22 (> 1 w_pid2))))
(assert
 (let (($x59 (>= w_lane0 0)))
 (and $x59 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x193 (>= r_pid0 0)))
 (and $x193 (> 4 r_pid0))))
(assert
 (let (($x42 (>= r_pid1 0)))
 (and $x42 (> 1 r_pid1))))
(assert
 (let (($x99 (>= r_pid2 0)))
 (and $x99 (> 1 r_pid2))))
(assert
 (let (($x192 (>= r_lane0 0)))
 (and $x192 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x66 (* w_pid0 4)))
 (let ((?x208 (+ ?x66 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x277 (- ?x107 ?x208)))
 (let ((?x76 (+ 0 (* ?x277 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x172 (+ ?x108 ?x76)))
 (<= ?x172 byte)))))))))
(assert
 (let ((?x66 (* w_pid0 4)))
 (let ((?x208 (+ ?x66 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x277 (- ?x107 ?x208)))
 (let ((?x76 (+ 0 (* ?x277 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x172 (+ ?x108 ?x76)))
 (< byte (+ ?x172 4))))))))))
(assert
 (let ((?x71 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x255 (+ ?x108 ?x71)))
 (<= ?x255 byte)))))
(assert
 (let ((?x71 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x108 (+ 0 (* 4 0))))
 (let ((?x255 (+ ?x108 ?x71)))
 (< byte (+ ?x255 4))))))
(assert
 (let (($x136 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x136 true))))
(check-sat)
