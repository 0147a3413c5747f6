; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores out_ptr (store at kernels.py:53) vs reads x_ptr (load at kernels.py:53))
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
 (let (($x235 (>= w_pid0 0)))
 (and $x235 (> 4 w_pid0))))
(assert
 (let (($x24 (>= w_pid1 0)))
 (and $x24 (> 1 w_pid1))))
(assert
 (let (($x67 (>= w_pid2 0)))
 (and $x67 (> 1 w_pid2))))
(assert
 (let (($x278 (>= w_lane0 0)))
 (and $x278 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x55 (>= r_pid0 0)))
 (and $x55 (> 4 r_pid0))))
(assert
 (let (($x22 (>= r_pid1 0)))
 (and $x22 (> 1 r_pid1))))
(assert
 (let (($x249 (>= r_pid2 0)))
 (and $x249 (> 1 r_pid2))))
(assert
 (let (($x220 (>= r_lane0 0)))
 (and $x220 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x149 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x117 (+ 0 (* 4 0))))
 (let ((?x229 (+ ?x117 ?x149)))
 (<= ?x229 byte)))))
(assert
 (let ((?x149 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x117 (+ 0 (* 4 0))))
 (let ((?x229 (+ ?x117 ?x149)))
 (< byte (+ ?x229 4))))))
(assert
 (let ((?x140 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x117 (+ 0 (* 4 0))))
 (let ((?x193 (+ ?x117 ?x140)))
 (<= ?x193 byte)))))
(assert
 (let ((?x140 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x117 (+ 0 (* 4 0))))
 (let ((?x193 (+ ?x117 ?x140)))
 (< byte (+ ?x193 4))))))
(assert
 (let (($x186 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x186 true))))
(check-sat)
