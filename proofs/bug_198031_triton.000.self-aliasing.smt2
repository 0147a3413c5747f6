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
 (let (($x54 (>= w_pid0 0)))
 (and $x54 (> 4 w_pid0))))
(assert
 (let (($x1216 (>= w_pid1 0)))
 (and $x1216 (> 1 w_pid1))))
(assert
 (let (($x965 (>= w_pid2 0)))
 (and $x965 (> 1 w_pid2))))
(assert
 (let (($x957 (>= w_lane0 0)))
 (and $x957 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x1162 (>= r_pid0 0)))
 (and $x1162 (> 4 r_pid0))))
(assert
 (let (($x436 (>= r_pid1 0)))
 (and $x436 (> 1 r_pid1))))
(assert
 (let (($x702 (>= r_pid2 0)))
 (and $x702 (> 1 r_pid2))))
(assert
 (let (($x112 (>= r_lane0 0)))
 (and $x112 (< r_lane0 4))))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let ((?x114 (* w_pid0 4)))
 (let ((?x787 (+ ?x114 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x58 (- ?x237 ?x787)))
 (let ((?x375 (+ 0 (* ?x58 4))))
 (let ((?x370 (+ 0 (* 4 0))))
 (let ((?x453 (+ ?x370 ?x375)))
 (<= ?x453 byte)))))))))
(assert
 (let ((?x114 (* w_pid0 4)))
 (let ((?x787 (+ ?x114 (+ 0 w_lane0))))
 (let ((?x237 (- 16 1)))
 (let ((?x58 (- ?x237 ?x787)))
 (let ((?x375 (+ 0 (* ?x58 4))))
 (let ((?x370 (+ 0 (* 4 0))))
 (let ((?x453 (+ ?x370 ?x375)))
 (< byte (+ ?x453 4))))))))))
(assert
 (let ((?x1040 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x370 (+ 0 (* 4 0))))
 (let ((?x1063 (+ ?x370 ?x1040)))
 (<= ?x1063 byte)))))
(assert
 (let ((?x1040 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x370 (+ 0 (* 4 0))))
 (let ((?x1063 (+ ?x370 ?x1040)))
 (< byte (+ ?x1063 4))))))
(assert
 (let (($x68 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x68 true))))
(check-sat)
