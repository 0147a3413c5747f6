; program kv_shift_window, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:29) vs reads src_ptr (load at kernels.py:28))
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
 (let (($x537 (>= w_pid0 0)))
 (and $x537 (> 15 w_pid0))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x317 (>= w_lane0 0)))
 (and $x317 (< w_lane0 8))))
(assert
 (and (> 8 (+ 0 w_lane0)) true))
(assert
 (let (($x402 (or (< (* (+ 0 w_lane0) 1) (- 2147483648)) (>= (* (+ 0 w_lane0) 1) 2147483648))))
 (let (($x265 (or (or (< (* w_pid0 8) (- 2147483648)) (>= (* w_pid0 8) 2147483648)) $x402)))
 (not $x265))))
(assert
 (let (($x385 (>= r_pid0 0)))
 (and $x385 (> 15 r_pid0))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x538 (>= r_lane0 0)))
 (and $x538 (< r_lane0 8))))
(assert
 (and (> 8 (+ 0 r_lane0)) true))
(assert
 (let (($x160 (or (< (* (+ 0 r_lane0) 1) (- 2147483648)) (>= (* (+ 0 r_lane0) 1) 2147483648))))
 (let (($x545 (or (or (< (* r_pid0 8) (- 2147483648)) (>= (* r_pid0 8) 2147483648)) $x160)))
 (not $x545))))
(assert
 (let ((?x202 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x589 (+ (+ 0 (* 4 0)) ?x202)))
 (<= ?x589 byte))))
(assert
 (let ((?x202 (+ (+ 0 (* (* w_pid0 8) 4)) (* (* (+ 0 w_lane0) 1) 4))))
 (let ((?x589 (+ (+ 0 (* 4 0)) ?x202)))
 (< byte (+ ?x589 4)))))
(assert
 (let ((?x611 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x598 (+ (+ 0 (* 4 8)) ?x611)))
 (<= ?x598 byte))))
(assert
 (let ((?x611 (+ (+ 0 (* (* r_pid0 8) 4)) (* (* (+ 0 r_lane0) 1) 4))))
 (let ((?x598 (+ (+ 0 (* 4 8)) ?x611)))
 (< byte (+ ?x598 4)))))
(assert
 (let (($x322 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x322 true))))
(check-sat)
