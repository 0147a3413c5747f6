; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (let (($x242 (>= w_pid0 0)))
 (and $x242 (> 4 w_pid0))))
(assert
 (let (($x230 (>= w_pid1 0)))
 (and $x230 (> 1 w_pid1))))
(assert
 (let (($x207 (>= w_pid2 0)))
 (and $x207 (> 1 w_pid2))))
(assert
 (let (($x56 (>= w_lane0 0)))
 (and $x56 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x185 (>= r_pid0 0)))
 (and $x185 (> 4 r_pid0))))
(assert
 (let (($x145 (>= r_pid1 0)))
 (and $x145 (> 1 r_pid1))))
(assert
 (let (($x199 (>= r_pid2 0)))
 (and $x199 (> 1 r_pid2))))
(assert
 (let (($x177 (>= r_lane0 0)))
 (and $x177 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x64 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x62 (+ (+ 0 (* 4 1)) ?x64)))
 (<= ?x62 byte))))
(assert
 (let ((?x64 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x62 (+ (+ 0 (* 4 1)) ?x64)))
 (< byte (+ ?x62 4)))))
(assert
 (let ((?x69 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x191 (+ (+ 0 (* 4 0)) ?x69)))
 (<= ?x191 byte))))
(assert
 (let ((?x69 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x191 (+ (+ 0 (* 4 0)) ?x69)))
 (< byte (+ ?x191 4)))))
(assert
 (let (($x35 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x35 true))))
(check-sat)
