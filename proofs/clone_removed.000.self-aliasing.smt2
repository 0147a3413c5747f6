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
 (let (($x284 (>= w_pid0 0)))
 (and $x284 (> 4 w_pid0))))
(assert
 (let (($x280 (>= w_pid1 0)))
 (and $x280 (> 1 w_pid1))))
(assert
 (let (($x45 (>= w_pid2 0)))
 (and $x45 (> 1 w_pid2))))
(assert
 (let (($x352 (>= w_lane0 0)))
 (and $x352 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x184 (>= r_pid0 0)))
 (and $x184 (> 4 r_pid0))))
(assert
 (let (($x165 (>= r_pid1 0)))
 (and $x165 (> 1 r_pid1))))
(assert
 (let (($x255 (>= r_pid2 0)))
 (and $x255 (> 1 r_pid2))))
(assert
 (let (($x239 (>= r_lane0 0)))
 (and $x239 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x71 (* w_pid0 4)))
 (let ((?x248 (+ ?x71 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x222 (- ?x237 ?x248)))
 (let ((?x230 (+ 0 (* ?x222 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x318 (+ ?x41 ?x230)))
 (<= ?x318 byte)))))))))
(assert
 (let ((?x71 (* w_pid0 4)))
 (let ((?x248 (+ ?x71 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x222 (- ?x237 ?x248)))
 (let ((?x230 (+ 0 (* ?x222 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x318 (+ ?x41 ?x230)))
 (< byte (+ ?x318 4))))))))))
(assert
 (let ((?x117 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x389 (+ ?x41 ?x117)))
 (<= ?x389 byte)))))
(assert
 (let ((?x117 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x41 (+ 0 (* 4 0))))
 (let ((?x389 (+ ?x41 ?x117)))
 (< byte (+ ?x389 4))))))
(assert
 (let (($x123 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x123 true))))
(check-sat)
