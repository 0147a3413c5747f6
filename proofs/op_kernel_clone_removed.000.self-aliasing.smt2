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
 (let (($x224 (>= w_pid0 0)))
 (and $x224 (> 4 w_pid0))))
(assert
 (let (($x151 (>= w_pid1 0)))
 (and $x151 (> 1 w_pid1))))
(assert
 (let (($x86 (>= w_pid2 0)))
 (and $x86 (> 1 w_pid2))))
(assert
 (let (($x287 (>= w_lane0 0)))
 (and $x287 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x252 (>= r_pid0 0)))
 (and $x252 (> 4 r_pid0))))
(assert
 (let (($x230 (>= r_pid1 0)))
 (and $x230 (> 1 r_pid1))))
(assert
 (let (($x268 (>= r_pid2 0)))
 (and $x268 (> 1 r_pid2))))
(assert
 (let (($x188 (>= r_lane0 0)))
 (and $x188 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x292 (* w_pid0 4)))
 (let ((?x132 (+ ?x292 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x196 (- ?x107 ?x132)))
 (let ((?x265 (+ 0 (* ?x196 4))))
 (let ((?x55 (+ 0 (* 4 0))))
 (let ((?x261 (+ ?x55 ?x265)))
 (<= ?x261 byte)))))))))
(assert
 (let ((?x292 (* w_pid0 4)))
 (let ((?x132 (+ ?x292 (+ 0 w_lane0))))
 (let ((?x107 (- 16 1)))
 (let ((?x196 (- ?x107 ?x132)))
 (let ((?x265 (+ 0 (* ?x196 4))))
 (let ((?x55 (+ 0 (* 4 0))))
 (let ((?x261 (+ ?x55 ?x265)))
 (< byte (+ ?x261 4))))))))))
(assert
 (let ((?x249 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x55 (+ 0 (* 4 0))))
 (let ((?x247 (+ ?x55 ?x249)))
 (<= ?x247 byte)))))
(assert
 (let ((?x249 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x55 (+ 0 (* 4 0))))
 (let ((?x247 (+ ?x55 ?x249)))
 (< byte (+ ?x247 4))))))
(assert
 (let (($x199 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x199 true))))
(check-sat)
