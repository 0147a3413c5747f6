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
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let ((?x64 (* w_pid0 4)))
 (let ((?x458 (+ ?x64 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x168 (- ?x68 ?x458)))
 (let (($x41 (or (< ?x458 (- 2147483648)) (>= ?x458 2147483648))))
 (let (($x195 (or (< ?x64 (- 2147483648)) (>= ?x64 2147483648))))
 (let (($x45 (or (or (< ?x68 (- 2147483648)) (>= ?x68 2147483648)) $x195 $x41 (or (< ?x168 (- 2147483648)) (>= ?x168 2147483648)))))
 (not $x45)))))))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let (($x338 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x30 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x338)))
 (not $x30))))
(assert
 (let ((?x64 (* w_pid0 4)))
 (let ((?x458 (+ ?x64 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x168 (- ?x68 ?x458)))
 (let ((?x176 (+ 0 (* ?x168 4))))
 (let ((?x265 (+ 0 (* 4 0))))
 (let ((?x472 (+ ?x265 ?x176)))
 (<= ?x472 byte)))))))))
(assert
 (let ((?x64 (* w_pid0 4)))
 (let ((?x458 (+ ?x64 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x168 (- ?x68 ?x458)))
 (let ((?x176 (+ 0 (* ?x168 4))))
 (let ((?x265 (+ 0 (* 4 0))))
 (let ((?x472 (+ ?x265 ?x176)))
 (< byte (+ ?x472 4))))))))))
(assert
 (let ((?x525 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x265 (+ 0 (* 4 0))))
 (let ((?x445 (+ ?x265 ?x525)))
 (<= ?x445 byte)))))
(assert
 (let ((?x525 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x265 (+ 0 (* 4 0))))
 (let ((?x445 (+ ?x265 ?x525)))
 (< byte (+ ?x445 4))))))
(assert
 (let (($x423 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x423 true))))
(check-sat)
