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
 (let (($x242 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 2147483648))))
 (let (($x91 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x174 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x91 $x242)))
 (not $x174)))))
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
 (let (($x75 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 2147483648))))
 (let (($x152 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x200 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x152 $x75)))
 (not $x200)))))
(assert
 (let ((?x78 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x160 (+ (+ 0 (* 4 1)) ?x78)))
 (<= ?x160 byte))))
(assert
 (let ((?x78 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 2) 4))))
 (let ((?x160 (+ (+ 0 (* 4 1)) ?x78)))
 (< byte (+ ?x160 4)))))
(assert
 (let ((?x181 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x211 (+ (+ 0 (* 4 0)) ?x181)))
 (<= ?x211 byte))))
(assert
 (let ((?x181 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 2) 4))))
 (let ((?x211 (+ (+ 0 (* 4 0)) ?x181)))
 (< byte (+ ?x211 4)))))
(assert
 (let (($x176 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x176 true))))
(check-sat)
