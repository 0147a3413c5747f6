; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: self-aliasing (auto_functionalized_v2 stores 0 (store at kernels.py:53) vs reads y (load at kernels.py:53))
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
 (let (($x774 (>= w_pid0 0)))
 (and $x774 (> 4 w_pid0))))
(assert
 (let (($x157 (>= w_pid1 0)))
 (and $x157 (> 1 w_pid1))))
(assert
 (let (($x2687 (>= w_pid2 0)))
 (and $x2687 (> 1 w_pid2))))
(assert
 (let (($x356 (>= w_lane0 0)))
 (and $x356 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x290 (>= r_pid0 0)))
 (and $x290 (> 4 r_pid0))))
(assert
 (let (($x298 (>= r_pid1 0)))
 (and $x298 (> 1 r_pid1))))
(assert
 (let (($x97 (>= r_pid2 0)))
 (and $x97 (> 1 r_pid2))))
(assert
 (let (($x140 (>= r_lane0 0)))
 (and $x140 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x1976 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x278 (+ 0 (* 4 0))))
 (let ((?x96 (+ ?x278 ?x1976)))
 (<= ?x96 byte)))))
(assert
 (let ((?x1976 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x278 (+ 0 (* 4 0))))
 (let ((?x96 (+ ?x278 ?x1976)))
 (< byte (+ ?x96 4))))))
(assert
 (let ((?x235 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x278 (+ 0 (* 4 0))))
 (let ((?x51 (+ ?x278 ?x235)))
 (<= ?x51 byte)))))
(assert
 (let ((?x235 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x278 (+ 0 (* 4 0))))
 (let ((?x51 (+ ?x278 ?x235)))
 (< byte (+ ?x51 4))))))
(assert
 (let (($x221 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x221 true))))
(check-sat)
