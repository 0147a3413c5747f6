; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dy_ptr (store at swiglu.py:361) vs reads y_ptr (load at swiglu.py:350))
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
 (let (($x34 (>= w_pid0 0)))
 (and $x34 (> 4 w_pid0))))
(assert
 (let (($x253 (>= w_pid1 0)))
 (and $x253 (> 1 w_pid1))))
(assert
 (let (($x369 (>= w_pid2 0)))
 (and $x369 (> 1 w_pid2))))
(assert
 (let (($x216 (>= w_lane0 0)))
 (and $x216 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x336 (>= r_pid0 0)))
 (and $x336 (> 4 r_pid0))))
(assert
 (let (($x421 (>= r_pid1 0)))
 (and $x421 (> 1 r_pid1))))
(assert
 (let (($x86 (>= r_pid2 0)))
 (and $x86 (> 1 r_pid2))))
(assert
 (let (($x140 (>= r_lane0 0)))
 (and $x140 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x328 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x275 (+ 0 (* 4 0))))
 (let ((?x44 (+ ?x275 ?x328)))
 (<= ?x44 byte)))))
(assert
 (let ((?x328 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x275 (+ 0 (* 4 0))))
 (let ((?x44 (+ ?x275 ?x328)))
 (< byte (+ ?x44 4))))))
(assert
 (let ((?x310 (+ (+ (+ 0 (* (* r_pid0 32) 4)) (* 16 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x275 (+ 0 (* 4 0))))
 (let ((?x331 (+ ?x275 ?x310)))
 (<= ?x331 byte)))))
(assert
 (let ((?x310 (+ (+ (+ 0 (* (* r_pid0 32) 4)) (* 16 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x275 (+ 0 (* 4 0))))
 (let ((?x331 (+ ?x275 ?x310)))
 (< byte (+ ?x331 4))))))
(assert
 (let (($x126 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x126 true))))
(check-sat)
