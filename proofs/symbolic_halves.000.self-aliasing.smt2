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
 (let (($x525 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x149 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x421 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x149 $x525)))
 (not $x421)))))
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
 (let (($x373 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x278 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x267 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x278 $x373)))
 (not $x267)))))
(assert
 (let ((?x318 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x442 (+ (+ 0 (* 4 (div s83 2))) ?x318)))
 (<= ?x442 byte))))
(assert
 (let ((?x318 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x442 (+ (+ 0 (* 4 (div s83 2))) ?x318)))
 (< byte (+ ?x442 4)))))
(assert
 (let ((?x356 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x227 (+ (+ 0 (* 4 0)) ?x356)))
 (<= ?x227 byte))))
(assert
 (let ((?x356 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x227 (+ (+ 0 (* 4 0)) ?x356)))
 (< byte (+ ?x227 4)))))
(assert
 (let (($x254 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x254 true))))
(assert
 (>= s83 4))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x280 (* 2 ?x255)))
 (<= ?x280 s83))))
(assert
 (let ((?x255 (div s83 2)))
(<= 2 ?x255)))
(check-sat)
