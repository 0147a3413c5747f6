; program elementwise_clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (let (($x282 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x419 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x213 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x419 $x282)))
 (not $x213)))))
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
 (let (($x445 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x352 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x439 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x352 $x445)))
 (not $x439)))))
(assert
 (let ((?x234 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x196 (+ ?x41 ?x234)))
 (<= ?x196 byte)))))
(assert
 (let ((?x234 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x196 (+ ?x41 ?x234)))
 (< byte (+ ?x196 4))))))
(assert
 (let ((?x316 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x41 ?x316)))
 (<= ?x277 byte)))))
(assert
 (let ((?x316 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x277 (+ ?x41 ?x316)))
 (< byte (+ ?x277 4))))))
(assert
 (let (($x268 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x268 true))))
(check-sat)
