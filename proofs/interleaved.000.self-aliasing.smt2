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
 (let (($x113 (>= w_pid0 0)))
 (and $x113 (> 4 w_pid0))))
(assert
 (let (($x62 (>= w_pid1 0)))
 (and $x62 (> 1 w_pid1))))
(assert
 (let (($x156 (>= w_pid2 0)))
 (and $x156 (> 1 w_pid2))))
(assert
 (let (($x21 (>= w_lane0 0)))
 (and $x21 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x146 (>= r_pid0 0)))
 (and $x146 (> 4 r_pid0))))
(assert
 (let (($x52 (>= r_pid1 0)))
 (and $x52 (> 1 r_pid1))))
(assert
 (let (($x162 (>= r_pid2 0)))
 (and $x162 (> 1 r_pid2))))
(assert
 (let (($x63 (>= r_lane0 0)))
 (and $x63 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x167 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x157 (+ (+ 0 (* 4 1)) ?x167)))
 (<= ?x157 byte))))
(assert
 (let ((?x167 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x157 (+ (+ 0 (* 4 1)) ?x167)))
 (< byte (+ ?x157 4)))))
(assert
 (let ((?x109 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x90 (+ (+ 0 (* 4 0)) ?x109)))
 (<= ?x90 byte))))
(assert
 (let ((?x109 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x90 (+ (+ 0 (* 4 0)) ?x109)))
 (< byte (+ ?x90 4)))))
(assert
 (let (($x159 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x159 true))))
(check-sat)
