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
 (let ((?x297 (* w_pid0 4)))
 (let ((?x234 (+ ?x297 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x126 (- ?x68 ?x234)))
 (let (($x304 (or (or (< ?x68 (- 2147483648)) (>= ?x68 2147483648)) (or (< ?x297 (- 2147483648)) (>= ?x297 2147483648)) (or (< ?x234 (- 2147483648)) (>= ?x234 2147483648)) (or (< ?x126 (- 2147483648)) (>= ?x126 2147483648)))))
 (not $x304)))))))
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
 (let (($x198 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x354 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x198)))
 (not $x354))))
(assert
 (let ((?x297 (* w_pid0 4)))
 (let ((?x234 (+ ?x297 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x126 (- ?x68 ?x234)))
 (let ((?x108 (+ 0 (* ?x126 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x400 (+ ?x329 ?x108)))
 (<= ?x400 byte)))))))))
(assert
 (let ((?x297 (* w_pid0 4)))
 (let ((?x234 (+ ?x297 (+ 0 w_lane0))))
 (let ((?x68 (- 16 1)))
 (let ((?x126 (- ?x68 ?x234)))
 (let ((?x108 (+ 0 (* ?x126 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x400 (+ ?x329 ?x108)))
 (< byte (+ ?x400 4))))))))))
(assert
 (let ((?x216 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x276 (+ ?x329 ?x216)))
 (<= ?x276 byte)))))
(assert
 (let ((?x216 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x276 (+ ?x329 ?x216)))
 (< byte (+ ?x276 4))))))
(assert
 (let (($x435 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x435 true))))
(check-sat)
