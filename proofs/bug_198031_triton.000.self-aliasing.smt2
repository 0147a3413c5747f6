; program bug_198031_triton, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
 (let ((?x358 (* w_pid0 4)))
 (let ((?x339 (+ ?x358 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x362 (- ?x68 ?x339)))
 (let (($x252 (or (< ?x339 (- 2147483648)) (>= ?x339 2147483648))))
 (let (($x442 (or (< ?x358 (- 2147483648)) (>= ?x358 2147483648))))
 (let (($x277 (or (or (< ?x68 (- 2147483648)) (>= ?x68 2147483648)) $x442 $x252 (or (< ?x362 (- 2147483648)) (>= ?x362 2147483648)))))
 (not $x277)))))))))
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
 (let (($x278 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x91 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x278)))
 (not $x91))))
(assert
 (let ((?x358 (* w_pid0 4)))
 (let ((?x339 (+ ?x358 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x362 (- ?x68 ?x339)))
 (let ((?x306 (+ 0 (* ?x362 4))))
 (let ((?x699 (+ 0 (* 4 0))))
 (let ((?x329 (+ ?x699 ?x306)))
 (<= ?x329 byte)))))))))
(assert
 (let ((?x358 (* w_pid0 4)))
 (let ((?x339 (+ ?x358 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x362 (- ?x68 ?x339)))
 (let ((?x306 (+ 0 (* ?x362 4))))
 (let ((?x699 (+ 0 (* 4 0))))
 (let ((?x329 (+ ?x699 ?x306)))
 (< byte (+ ?x329 4))))))))))
(assert
 (let ((?x547 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x699 (+ 0 (* 4 0))))
 (let ((?x421 (+ ?x699 ?x547)))
 (<= ?x421 byte)))))
(assert
 (let ((?x547 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x699 (+ 0 (* 4 0))))
 (let ((?x421 (+ ?x699 ?x547)))
 (< byte (+ ?x421 4))))))
(assert
 (let (($x201 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x201 true))))
(check-sat)
