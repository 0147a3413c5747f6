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
 (let (($x68 (>= w_pid0 0)))
 (and $x68 (> 4 w_pid0))))
(assert
 (let (($x162 (>= w_pid1 0)))
 (and $x162 (> 1 w_pid1))))
(assert
 (let (($x89 (>= w_pid2 0)))
 (and $x89 (> 1 w_pid2))))
(assert
 (let (($x64 (>= w_lane0 0)))
 (and $x64 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x135 (>= r_pid0 0)))
 (and $x135 (> 4 r_pid0))))
(assert
 (let (($x46 (>= r_pid1 0)))
 (and $x46 (> 1 r_pid1))))
(assert
 (let (($x187 (>= r_pid2 0)))
 (and $x187 (> 1 r_pid2))))
(assert
 (let (($x57 (>= r_lane0 0)))
 (and $x57 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x157 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x67 (+ (+ 0 (* 4 1)) ?x157)))
 (<= ?x67 byte))))
(assert
 (let ((?x157 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x67 (+ (+ 0 (* 4 1)) ?x157)))
 (< byte (+ ?x67 4)))))
(assert
 (let ((?x210 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x99 (+ (+ 0 (* 4 0)) ?x210)))
 (<= ?x99 byte))))
(assert
 (let ((?x210 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x99 (+ (+ 0 (* 4 0)) ?x210)))
 (< byte (+ ?x99 4)))))
(assert
 (let (($x29 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x29 true))))
(check-sat)
