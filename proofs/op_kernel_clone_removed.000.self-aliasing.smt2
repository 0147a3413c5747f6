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
 (let ((?x317 (* w_pid0 4)))
 (let ((?x171 (+ ?x317 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x345 (- ?x361 ?x171)))
 (let (($x326 (or (or (< ?x361 (- 2147483648)) (>= ?x361 2147483648)) (or (< ?x317 (- 2147483648)) (>= ?x317 2147483648)) (or (< ?x171 (- 2147483648)) (>= ?x171 2147483648)) (or (< ?x345 (- 2147483648)) (>= ?x345 2147483648)))))
 (not $x326)))))))
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
 (let (($x142 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x237 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x142)))
 (not $x237))))
(assert
 (let ((?x317 (* w_pid0 4)))
 (let ((?x171 (+ ?x317 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x345 (- ?x361 ?x171)))
 (let ((?x456 (+ 0 (* ?x345 4))))
 (let ((?x360 (+ 0 (* 4 0))))
 (let ((?x87 (+ ?x360 ?x456)))
 (<= ?x87 byte)))))))))
(assert
 (let ((?x317 (* w_pid0 4)))
 (let ((?x171 (+ ?x317 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x345 (- ?x361 ?x171)))
 (let ((?x456 (+ 0 (* ?x345 4))))
 (let ((?x360 (+ 0 (* 4 0))))
 (let ((?x87 (+ ?x360 ?x456)))
 (< byte (+ ?x87 4))))))))))
(assert
 (let ((?x324 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x360 (+ 0 (* 4 0))))
 (let ((?x295 (+ ?x360 ?x324)))
 (<= ?x295 byte)))))
(assert
 (let ((?x324 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x360 (+ 0 (* 4 0))))
 (let ((?x295 (+ ?x360 ?x324)))
 (< byte (+ ?x295 4))))))
(assert
 (let (($x318 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x318 true))))
(check-sat)
