; program clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
 (let ((?x97 (* w_pid0 4)))
 (let ((?x67 (+ ?x97 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x366 (- ?x361 ?x67)))
 (let (($x123 (or (or (< ?x361 (- 2147483648)) (>= ?x361 2147483648)) (or (< ?x97 (- 2147483648)) (>= ?x97 2147483648)) (or (< ?x67 (- 2147483648)) (>= ?x67 2147483648)) (or (< ?x366 (- 2147483648)) (>= ?x366 2147483648)))))
 (not $x123)))))))
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
 (let (($x70 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x81 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x70)))
 (not $x81))))
(assert
 (let ((?x97 (* w_pid0 4)))
 (let ((?x67 (+ ?x97 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x366 (- ?x361 ?x67)))
 (let ((?x445 (+ 0 (* ?x366 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x132 (+ ?x368 ?x445)))
 (<= ?x132 byte)))))))))
(assert
 (let ((?x97 (* w_pid0 4)))
 (let ((?x67 (+ ?x97 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x366 (- ?x361 ?x67)))
 (let ((?x445 (+ 0 (* ?x366 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x132 (+ ?x368 ?x445)))
 (< byte (+ ?x132 4))))))))))
(assert
 (let ((?x57 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x101 (+ ?x368 ?x57)))
 (<= ?x101 byte)))))
(assert
 (let ((?x57 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x368 (+ 0 (* 4 0))))
 (let ((?x101 (+ ?x368 ?x57)))
 (< byte (+ ?x101 4))))))
(assert
 (let (($x240 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x240 true))))
(check-sat)
