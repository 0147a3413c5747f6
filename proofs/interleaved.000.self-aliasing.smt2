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
 (let (($x214 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 2147483648))))
 (let (($x144 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x155 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x144 $x214)))
 (not $x155)))))
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
 (let (($x190 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 2147483648))))
 (let (($x104 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x24 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x104 $x190)))
 (not $x24)))))
(assert
 (let ((?x86 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x95 (+ (+ 0 (* 4 1)) ?x86)))
 (<= ?x95 byte))))
(assert
 (let ((?x86 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x95 (+ (+ 0 (* 4 1)) ?x86)))
 (< byte (+ ?x95 4)))))
(assert
 (let ((?x60 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x53 (+ (+ 0 (* 4 0)) ?x60)))
 (<= ?x53 byte))))
(assert
 (let ((?x60 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x53 (+ (+ 0 (* 4 0)) ?x60)))
 (< byte (+ ?x53 4)))))
(assert
 (let (($x174 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x174 true))))
(check-sat)
