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
 (let (($x171 (>= w_pid0 0)))
 (and $x171 (> 4 w_pid0))))
(assert
 (let (($x216 (>= w_pid1 0)))
 (and $x216 (> 1 w_pid1))))
(assert
 (let (($x86 (>= w_pid2 0)))
 (and $x86 (> 1 w_pid2))))
(assert
 (let (($x236 (>= w_lane0 0)))
 (and $x236 (< w_lane0 4))))
(assert
 (and (> 15 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x59 (>= r_pid0 0)))
 (and $x59 (> 4 r_pid0))))
(assert
 (let (($x274 (>= r_pid1 0)))
 (and $x274 (> 1 r_pid1))))
(assert
 (let (($x82 (>= r_pid2 0)))
 (and $x82 (> 1 r_pid2))))
(assert
 (let (($x234 (>= r_lane0 0)))
 (and $x234 (< r_lane0 4))))
(assert
 (and (> 15 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x121 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x95 (+ (+ 0 (* 4 0)) ?x121)))
 (<= ?x95 byte))))
(assert
 (let ((?x121 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x95 (+ (+ 0 (* 4 0)) ?x121)))
 (< byte (+ ?x95 4)))))
(assert
 (let ((?x51 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x194 (+ (+ 0 (* 4 1)) ?x51)))
 (<= ?x194 byte))))
(assert
 (let ((?x51 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x194 (+ (+ 0 (* 4 1)) ?x51)))
 (< byte (+ ?x194 4)))))
(assert
 (let (($x164 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x164 true))))
(check-sat)
