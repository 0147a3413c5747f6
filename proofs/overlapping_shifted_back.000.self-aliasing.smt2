; program overlapping_shifted_back, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
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
 (let (($x193 (>= w_pid0 0)))
 (and $x193 (> 4 w_pid0))))
(assert
 (let (($x72 (>= w_pid1 0)))
 (and $x72 (> 1 w_pid1))))
(assert
 (let (($x247 (>= w_pid2 0)))
 (and $x247 (> 1 w_pid2))))
(assert
 (let (($x213 (>= w_lane0 0)))
 (and $x213 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x83 (>= r_pid0 0)))
 (and $x83 (> 4 r_pid0))))
(assert
 (let (($x58 (>= r_pid1 0)))
 (and $x58 (> 1 r_pid1))))
(assert
 (let (($x274 (>= r_pid2 0)))
 (and $x274 (> 1 r_pid2))))
(assert
 (let (($x170 (>= r_lane0 0)))
 (and $x170 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x236 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x191 (+ (+ 0 (* 4 0)) ?x236)))
 (<= ?x191 byte))))
(assert
 (let ((?x236 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x191 (+ (+ 0 (* 4 0)) ?x236)))
 (< byte (+ ?x191 4)))))
(assert
 (let ((?x110 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x135 (+ (+ 0 (* 4 1)) ?x110)))
 (<= ?x135 byte))))
(assert
 (let ((?x110 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x135 (+ (+ 0 (* 4 1)) ?x110)))
 (< byte (+ ?x135 4)))))
(assert
 (let (($x275 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x275 true))))
(check-sat)
