; program gathered_in_place, triton_kernel_wrapper_functional_proxy.out_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores out_ptr (store at kernels.py:62) vs reads src_ptr (load at kernels.py:62))
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
(declare-fun |loaded i64 from idx_ptr| (Int) Int)
(declare-fun byte () Int)
(assert
 (let (($x54 (>= w_pid0 0)))
 (and $x54 (> 4 w_pid0))))
(assert
 (let (($x252 (>= w_pid1 0)))
 (and $x252 (> 1 w_pid1))))
(assert
 (let (($x354 (>= w_pid2 0)))
 (and $x354 (> 1 w_pid2))))
(assert
 (let (($x253 (>= w_lane0 0)))
 (and $x253 (< w_lane0 4))))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x205 (>= r_pid0 0)))
 (and $x205 (> 4 r_pid0))))
(assert
 (let (($x196 (>= r_pid1 0)))
 (and $x196 (> 1 r_pid1))))
(assert
 (let (($x51 (>= r_pid2 0)))
 (and $x51 (> 1 r_pid2))))
(assert
 (let (($x260 (>= r_lane0 0)))
 (and $x260 (< r_lane0 4))))
(assert
 (let ((?x64 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x239 (> 16 ?x64)))
 (and $x239 true))))
(assert
 (let ((?x56 (|loaded i64 from idx_ptr| (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8)))))
 (and (>= ?x56 (- 9223372036854775808)) (< ?x56 9223372036854775808))))
(assert
 (let ((?x241 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x237 (+ 0 (* 4 0))))
 (let ((?x310 (+ ?x237 ?x241)))
 (<= ?x310 byte)))))
(assert
 (let ((?x241 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x237 (+ 0 (* 4 0))))
 (let ((?x310 (+ ?x237 ?x241)))
 (< byte (+ ?x310 4))))))
(assert
 (let ((?x56 (|loaded i64 from idx_ptr| (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8)))))
 (let ((?x64 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x239 (> 16 ?x64)))
 (let ((?x240 (+ 0 (* (ite $x239 ?x56 0) 4))))
 (let ((?x237 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x237 ?x240)))
 (<= ?x155 byte))))))))
(assert
 (let ((?x56 (|loaded i64 from idx_ptr| (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8)))))
 (let ((?x64 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x239 (> 16 ?x64)))
 (let ((?x240 (+ 0 (* (ite $x239 ?x56 0) 4))))
 (let ((?x237 (+ 0 (* 4 0))))
 (let ((?x155 (+ ?x237 ?x240)))
 (< byte (+ ?x155 4)))))))))
(assert
 (let (($x159 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x159 true))))
(check-sat)
