; program bug_198031_triton, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
 (let (($x307 (>= w_pid0 0)))
 (and $x307 (> 4 w_pid0))))
(assert
 (let (($x983 (>= w_pid1 0)))
 (and $x983 (> 1 w_pid1))))
(assert
 (let (($x278 (>= w_pid2 0)))
 (and $x278 (> 1 w_pid2))))
(assert
 (let (($x76 (>= w_lane0 0)))
 (and $x76 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x90 (>= r_pid0 0)))
 (and $x90 (> 4 r_pid0))))
(assert
 (let (($x127 (>= r_pid1 0)))
 (and $x127 (> 1 r_pid1))))
(assert
 (let (($x2103 (>= r_pid2 0)))
 (and $x2103 (> 1 r_pid2))))
(assert
 (let (($x266 (>= r_lane0 0)))
 (and $x266 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x21 (* w_pid0 4)))
 (let ((?x224 (+ ?x21 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x126 (- ?x121 ?x224)))
 (let ((?x1081 (+ 0 (* ?x126 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x2705 (+ ?x235 ?x1081)))
 (<= ?x2705 byte)))))))))
(assert
 (let ((?x21 (* w_pid0 4)))
 (let ((?x224 (+ ?x21 (+ 0 w_lane0))))
 (let ((?x121 (- 16 1)))
 (let ((?x126 (- ?x121 ?x224)))
 (let ((?x1081 (+ 0 (* ?x126 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x2705 (+ ?x235 ?x1081)))
 (< byte (+ ?x2705 4))))))))))
(assert
 (let ((?x65 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x1068 (+ ?x235 ?x65)))
 (<= ?x1068 byte)))))
(assert
 (let ((?x65 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x235 (+ 0 (* 4 0))))
 (let ((?x1068 (+ ?x235 ?x65)))
 (< byte (+ ?x1068 4))))))
(assert
 (let (($x227 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x227 true))))
(check-sat)
