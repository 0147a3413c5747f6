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
 (let (($x368 (>= w_pid0 0)))
 (and $x368 (> 4 w_pid0))))
(assert
 (let (($x2067 (>= w_pid1 0)))
 (and $x2067 (> 1 w_pid1))))
(assert
 (let (($x963 (>= w_pid2 0)))
 (and $x963 (> 1 w_pid2))))
(assert
 (let (($x68 (>= w_lane0 0)))
 (and $x68 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x194 (>= r_pid0 0)))
 (and $x194 (> 4 r_pid0))))
(assert
 (let (($x2071 (>= r_pid1 0)))
 (and $x2071 (> 1 r_pid1))))
(assert
 (let (($x1282 (>= r_pid2 0)))
 (and $x1282 (> 1 r_pid2))))
(assert
 (let (($x971 (>= r_lane0 0)))
 (and $x971 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x758 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x29 (+ 0 (* 4 0))))
 (let ((?x2282 (+ ?x29 ?x758)))
 (<= ?x2282 byte)))))
(assert
 (let ((?x758 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x29 (+ 0 (* 4 0))))
 (let ((?x2282 (+ ?x29 ?x758)))
 (< byte (+ ?x2282 4))))))
(assert
 (let ((?x2695 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x29 (+ 0 (* 4 0))))
 (let ((?x886 (+ ?x29 ?x2695)))
 (<= ?x886 byte)))))
(assert
 (let ((?x2695 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x29 (+ 0 (* 4 0))))
 (let ((?x886 (+ ?x29 ?x2695)))
 (< byte (+ ?x886 4))))))
(assert
 (let (($x1070 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1070 true))))
(check-sat)
