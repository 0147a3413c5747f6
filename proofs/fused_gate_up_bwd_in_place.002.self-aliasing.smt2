; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dy_ptr (store at swiglu.py:361) vs reads y_ptr (load at swiglu.py:349))
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
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (not (or (or (< (* w_pid0 32) (- 9223372036854775808)) (>= (* w_pid0 32) 9223372036854775808)))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (not (or (or (< (* r_pid0 32) (- 9223372036854775808)) (>= (* r_pid0 32) 9223372036854775808)))))
(assert
 (let ((?x464 (+ 0 w_lane0)))
 (let ((?x409 (* ?x464 4)))
 (let ((?x367 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) ?x409)))
 (let ((?x656 (+ 0 (* 4 0))))
 (let ((?x542 (+ ?x656 ?x367)))
 (<= ?x542 byte)))))))
(assert
 (let ((?x464 (+ 0 w_lane0)))
 (let ((?x409 (* ?x464 4)))
 (let ((?x367 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) ?x409)))
 (let ((?x656 (+ 0 (* 4 0))))
 (let ((?x542 (+ ?x656 ?x367)))
 (< byte (+ ?x542 4))))))))
(assert
 (let ((?x126 (+ 0 r_lane0)))
 (let ((?x698 (* ?x126 4)))
 (let ((?x86 (+ 0 (* (* r_pid0 32) 4))))
 (let ((?x518 (+ ?x86 ?x698)))
 (let ((?x656 (+ 0 (* 4 0))))
 (let ((?x445 (+ ?x656 ?x518)))
 (<= ?x445 byte))))))))
(assert
 (let ((?x126 (+ 0 r_lane0)))
 (let ((?x698 (* ?x126 4)))
 (let ((?x86 (+ 0 (* (* r_pid0 32) 4))))
 (let ((?x518 (+ ?x86 ?x698)))
 (let ((?x656 (+ 0 (* 4 0))))
 (let ((?x445 (+ ?x656 ?x518)))
 (< byte (+ ?x445 4)))))))))
(assert
 (let (($x121 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x121 true))))
(check-sat)
