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
 (let ((?x255 (div s83 2)))
 (let ((?x443 (+ 1 ?x255)))
 (let ((?x448 (* w_pid0 4)))
 (let ((?x387 (+ ?x448 (+ 0 w_lane0))))
 (and (< ?x387 ?x443) true))))))
(assert
 (let (($x455 (or (< (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) (- 2147483648)) (>= (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 2147483648))))
 (let (($x510 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x380 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x510 $x455)))
 (not $x380)))))
(assert
 (and (>= r_pid0 0) (< r_pid0 (+ 1 (div s83 8)))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x443 (+ 1 ?x255)))
 (let ((?x525 (* r_pid0 4)))
 (let ((?x278 (+ ?x525 (+ 0 r_lane0))))
 (and (< ?x278 ?x443) true))))))
(assert
 (let (($x319 (or (< (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) (- 2147483648)) (>= (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 2147483648))))
 (let (($x304 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x302 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x304 $x319)))
 (not $x302)))))
(assert
 (let ((?x423 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x54 (+ (+ 0 (* 4 (div s83 2))) ?x423)))
 (<= ?x54 byte))))
(assert
 (let ((?x423 (+ 0 (* (* (+ (* w_pid0 4) (+ 0 w_lane0)) 1) 4))))
 (let ((?x54 (+ (+ 0 (* 4 (div s83 2))) ?x423)))
 (< byte (+ ?x54 4)))))
(assert
 (let ((?x372 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x531 (+ (+ 0 (* 4 0)) ?x372)))
 (<= ?x531 byte))))
(assert
 (let ((?x372 (+ 0 (* (* (+ (* r_pid0 4) (+ 0 r_lane0)) 1) 4))))
 (let ((?x531 (+ (+ 0 (* 4 0)) ?x372)))
 (< byte (+ ?x531 4)))))
(assert
 (let (($x440 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x440 true))))
(assert
 (>= s83 2))
(assert
 (let ((?x255 (div s83 2)))
 (let ((?x443 (+ 1 ?x255)))
 (<= ?x443 s83))))
(assert
 (let ((?x255 (div s83 2)))
 (<= ?x255 s83)))
(assert
 (let ((?x255 (div s83 2)))
(let ((?x280 (* 2 ?x255)))
(let ((?x337 (+ 1 ?x280)))
(<= ?x337 s83)))))
(check-sat)
