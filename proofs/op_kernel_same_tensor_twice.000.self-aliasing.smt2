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
 (let (($x207 (>= w_pid0 0)))
 (and $x207 (> 4 w_pid0))))
(assert
 (let (($x236 (>= w_pid1 0)))
 (and $x236 (> 1 w_pid1))))
(assert
 (let (($x230 (>= w_pid2 0)))
 (and $x230 (> 1 w_pid2))))
(assert
 (let (($x250 (>= w_lane0 0)))
 (and $x250 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x76 (>= r_pid0 0)))
 (and $x76 (> 4 r_pid0))))
(assert
 (let (($x61 (>= r_pid1 0)))
 (and $x61 (> 1 r_pid1))))
(assert
 (let (($x287 (>= r_pid2 0)))
 (and $x287 (> 1 r_pid2))))
(assert
 (let (($x271 (>= r_lane0 0)))
 (and $x271 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x277 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x248 (+ 0 (* 4 0))))
 (let ((?x97 (+ ?x248 ?x277)))
 (<= ?x97 byte)))))
(assert
 (let ((?x277 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x248 (+ 0 (* 4 0))))
 (let ((?x97 (+ ?x248 ?x277)))
 (< byte (+ ?x97 4))))))
(assert
 (let ((?x83 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x248 (+ 0 (* 4 0))))
 (let ((?x167 (+ ?x248 ?x83)))
 (<= ?x167 byte)))))
(assert
 (let ((?x83 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x248 (+ 0 (* 4 0))))
 (let ((?x167 (+ ?x248 ?x83)))
 (< byte (+ ?x167 4))))))
(assert
 (let (($x198 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x198 true))))
(check-sat)
