; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores out_ptr (store at kernels.py:53) vs reads y_ptr (load at kernels.py:53))
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
 (let (($x258 (>= w_pid0 0)))
 (and $x258 (> 4 w_pid0))))
(assert
 (let (($x392 (>= w_pid1 0)))
 (and $x392 (> 1 w_pid1))))
(assert
 (let (($x126 (>= w_pid2 0)))
 (and $x126 (> 1 w_pid2))))
(assert
 (let (($x241 (>= w_lane0 0)))
 (and $x241 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x157 (>= r_pid0 0)))
 (and $x157 (> 4 r_pid0))))
(assert
 (let (($x150 (>= r_pid1 0)))
 (and $x150 (> 1 r_pid1))))
(assert
 (let (($x75 (>= r_pid2 0)))
 (and $x75 (> 1 r_pid2))))
(assert
 (let (($x148 (>= r_lane0 0)))
 (and $x148 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x225 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x196 (+ ?x235 ?x225)))
 (<= ?x196 byte)))))
(assert
 (let ((?x225 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x196 (+ ?x235 ?x225)))
 (< byte (+ ?x196 4))))))
(assert
 (let ((?x144 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x379 (+ ?x235 ?x144)))
 (<= ?x379 byte)))))
(assert
 (let ((?x144 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x379 (+ ?x235 ?x144)))
 (< byte (+ ?x379 4))))))
(assert
 (let (($x51 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x51 true))))
(check-sat)
