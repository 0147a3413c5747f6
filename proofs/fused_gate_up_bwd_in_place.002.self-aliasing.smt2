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
 (let (($x103 (>= w_pid0 0)))
 (and $x103 (> 4 w_pid0))))
(assert
 (let (($x364 (>= w_pid1 0)))
 (and $x364 (> 1 w_pid1))))
(assert
 (let (($x119 (>= w_pid2 0)))
 (and $x119 (> 1 w_pid2))))
(assert
 (let (($x149 (>= w_lane0 0)))
 (and $x149 (< w_lane0 16))))
(assert
 (and (> 16 (+ 0 w_lane0)) true))
(assert
 (let (($x118 (>= r_pid0 0)))
 (and $x118 (> 4 r_pid0))))
(assert
 (let (($x151 (>= r_pid1 0)))
 (and $x151 (> 1 r_pid1))))
(assert
 (let (($x80 (>= r_pid2 0)))
 (and $x80 (> 1 r_pid2))))
(assert
 (let (($x298 (>= r_lane0 0)))
 (and $x298 (< r_lane0 16))))
(assert
 (and (> 16 (+ 0 r_lane0)) true))
(assert
 (let ((?x301 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x384 (+ 0 (* 4 0))))
 (let ((?x82 (+ ?x384 ?x301)))
 (<= ?x82 byte)))))
(assert
 (let ((?x301 (+ (+ (+ 0 (* (* w_pid0 32) 4)) (* 16 4)) (* (+ 0 w_lane0) 4))))
 (let ((?x384 (+ 0 (* 4 0))))
 (let ((?x82 (+ ?x384 ?x301)))
 (< byte (+ ?x82 4))))))
(assert
 (let ((?x242 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x384 (+ 0 (* 4 0))))
 (let ((?x270 (+ ?x384 ?x242)))
 (<= ?x270 byte)))))
(assert
 (let ((?x242 (+ (+ 0 (* (* r_pid0 32) 4)) (* (+ 0 r_lane0) 4))))
 (let ((?x384 (+ 0 (* 4 0))))
 (let ((?x270 (+ ?x384 ?x242)))
 (< byte (+ ?x270 4))))))
(assert
 (let (($x342 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x342 true))))
(check-sat)
