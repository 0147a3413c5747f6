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
 (let (($x1155 (>= w_pid0 0)))
 (and $x1155 (> 4 w_pid0))))
(assert
 (let (($x329 (>= w_pid1 0)))
 (and $x329 (> 1 w_pid1))))
(assert
 (let (($x558 (>= w_pid2 0)))
 (and $x558 (> 1 w_pid2))))
(assert
 (let (($x756 (>= w_lane0 0)))
 (and $x756 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x370 (>= r_pid0 0)))
 (and $x370 (> 4 r_pid0))))
(assert
 (let (($x516 (>= r_pid1 0)))
 (and $x516 (> 1 r_pid1))))
(assert
 (let (($x349 (>= r_pid2 0)))
 (and $x349 (> 1 r_pid2))))
(assert
 (let (($x1032 (>= r_lane0 0)))
 (and $x1032 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x1025 (* w_pid0 4)))
 (let ((?x296 (+ ?x1025 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x261 (- ?x237 ?x296)))
 (let ((?x276 (+ 0 (* ?x261 4))))
 (let ((?x1154 (+ 0 (* 4 0))))
 (let ((?x397 (+ ?x1154 ?x276)))
 (<= ?x397 byte)))))))))
(assert
 (let ((?x1025 (* w_pid0 4)))
 (let ((?x296 (+ ?x1025 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x261 (- ?x237 ?x296)))
 (let ((?x276 (+ 0 (* ?x261 4))))
 (let ((?x1154 (+ 0 (* 4 0))))
 (let ((?x397 (+ ?x1154 ?x276)))
 (< byte (+ ?x397 4))))))))))
(assert
 (let ((?x191 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x1154 (+ 0 (* 4 0))))
 (let ((?x458 (+ ?x1154 ?x191)))
 (<= ?x458 byte)))))
(assert
 (let ((?x191 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x1154 (+ 0 (* 4 0))))
 (let ((?x458 (+ ?x1154 ?x191)))
 (< byte (+ ?x458 4))))))
(assert
 (let (($x205 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x205 true))))
(check-sat)
