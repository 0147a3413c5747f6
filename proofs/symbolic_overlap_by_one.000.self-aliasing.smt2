; program symbolic_overlap_by_one, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:36) vs reads src_ptr (load at kernels.py:35))
; expected: sat (unsat: the obligation holds; sat: a conflict)
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
 (and (>= w_pid0 0) (< w_pid0 (+ 1 (div s83 8)))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (let ((?x283 (div s83 2)))
 (let ((?x298 (+ 1 ?x283)))
 (let ((?x328 (* w_pid0 4)))
 (let ((?x448 (+ ?x328 (+ 0 w_lane0))))
 (and (< ?x448 ?x298) true))))))
(assert
 (let (($x352 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x329 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x77 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x329 $x352)))
 (not $x77)))))
(assert
 (and (>= r_pid0 0) (< r_pid0 (+ 1 (div s83 8)))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (let ((?x283 (div s83 2)))
 (let ((?x298 (+ 1 ?x283)))
 (let ((?x237 (* r_pid0 4)))
 (let ((?x159 (+ ?x237 (+ 0 r_lane0))))
 (and (< ?x159 ?x298) true))))))
(assert
 (let (($x127 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x280 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x301 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x280 $x127)))
 (not $x301)))))
(assert
 (let ((?x445 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x93 (+ (+ 0 (* 4 (div s83 2))) ?x445)))
 (<= ?x93 byte))))
(assert
 (let ((?x445 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x93 (+ (+ 0 (* 4 (div s83 2))) ?x445)))
 (< byte (+ ?x93 4)))))
(assert
 (let ((?x432 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x398 (+ (+ 0 (* 4 0)) ?x432)))
 (<= ?x398 byte))))
(assert
 (let ((?x432 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x398 (+ (+ 0 (* 4 0)) ?x432)))
 (< byte (+ ?x398 4)))))
(assert
 (let (($x439 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x439 true))))
(assert
 (>= s83 2))
(assert
 (let ((?x283 (div s83 2)))
 (let ((?x298 (+ 1 ?x283)))
 (<= ?x298 s83))))
(assert
 (let ((?x283 (div s83 2)))
 (<= ?x283 s83)))
(assert
 (let ((?x283 (div s83 2)))
(let ((?x364 (* 2 ?x283)))
(let ((?x48 (+ 1 ?x364)))
(<= ?x48 s83)))))
(check-sat)
