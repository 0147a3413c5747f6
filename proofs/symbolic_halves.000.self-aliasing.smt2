; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun s83 () Int)
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
 (and (>= w_pid0 0) (< w_pid0 (div (+ 3 (div s83 2)) 4))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (and (< (+ (* w_pid0 4) (+ 0 w_lane0)) (div s83 2)) true))
(assert
 (let (($x161 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x299 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x33 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x299 $x161)))
 (not $x33)))))
(assert
 (and (>= r_pid0 0) (< r_pid0 (div (+ 3 (div s83 2)) 4))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (and (< (+ (* r_pid0 4) (+ 0 r_lane0)) (div s83 2)) true))
(assert
 (let (($x329 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x232 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x230 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x232 $x329)))
 (not $x230)))))
(assert
 (let ((?x305 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x87 (+ (+ 0 (* 4 (div s83 2))) ?x305)))
 (<= ?x87 byte))))
(assert
 (let ((?x305 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x87 (+ (+ 0 (* 4 (div s83 2))) ?x305)))
 (< byte (+ ?x87 4)))))
(assert
 (let ((?x186 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x469 (+ (+ 0 (* 4 0)) ?x186)))
 (<= ?x469 byte))))
(assert
 (let ((?x186 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x469 (+ (+ 0 (* 4 0)) ?x186)))
 (< byte (+ ?x469 4)))))
(assert
 (let (($x262 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x262 true))))
(assert
 (>= s83 4))
(assert
 (let ((?x283 (div s83 2)))
 (<= ?x283 s83)))
(assert
 (let ((?x283 (div s83 2)))
 (let ((?x429 (* 2 ?x283)))
 (<= ?x429 s83))))
(assert
 (let ((?x283 (div s83 2)))
(<= 2 ?x283)))
(check-sat)
