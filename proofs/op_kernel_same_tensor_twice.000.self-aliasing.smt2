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
 (let (($x221 (>= w_pid0 0)))
 (and $x221 (> 4 w_pid0))))
(assert
 (let (($x126 (>= w_pid1 0)))
 (and $x126 (> 1 w_pid1))))
(assert
 (let (($x239 (>= w_pid2 0)))
 (and $x239 (> 1 w_pid2))))
(assert
 (let (($x191 (>= w_lane0 0)))
 (and $x191 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x265 (>= r_pid0 0)))
 (and $x265 (> 4 r_pid0))))
(assert
 (let (($x87 (>= r_pid1 0)))
 (and $x87 (> 1 r_pid1))))
(assert
 (let (($x173 (>= r_pid2 0)))
 (and $x173 (> 1 r_pid2))))
(assert
 (let (($x28 (>= r_lane0 0)))
 (and $x28 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x224 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x67 (+ ?x65 ?x224)))
 (<= ?x67 byte)))))
(assert
 (let ((?x224 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x67 (+ ?x65 ?x224)))
 (< byte (+ ?x67 4))))))
(assert
 (let ((?x263 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x51 (+ ?x65 ?x263)))
 (<= ?x51 byte)))))
(assert
 (let ((?x263 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x51 (+ ?x65 ?x263)))
 (< byte (+ ?x51 4))))))
(assert
 (let (($x217 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x217 true))))
(check-sat)
