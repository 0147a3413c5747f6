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
(declare-fun ld100_byte () Int)
(declare-fun ld100_0 () Int)
(assert
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (and (> 16 (+ (* w_pid0 4) (+ 0 w_lane0))) true))
(assert
 (let (($x331 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x87 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x331)))
 (not $x87))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (let ((?x368 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x191 (> 16 ?x368)))
 (and $x191 true))))
(assert
 (let ((?x184 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x183 (|loaded i64 from idx_ptr| ?x184)))
 (and (>= ?x183 (- 9223372036854775808)) (< ?x183 9223372036854775808)))))
(assert
 (let ((?x150 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x391 (+ 0 (* 4 0))))
 (let ((?x41 (+ ?x391 ?x150)))
 (<= ?x41 byte)))))
(assert
 (let ((?x150 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x391 (+ 0 (* 4 0))))
 (let ((?x41 (+ ?x391 ?x150)))
 (< byte (+ ?x41 4))))))
(assert
 (let ((?x184 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x183 (|loaded i64 from idx_ptr| ?x184)))
 (let ((?x368 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x191 (> 16 ?x368)))
 (let ((?x239 (+ 0 (* (ite $x191 ?x183 0) 4))))
 (let ((?x391 (+ 0 (* 4 0))))
 (let ((?x371 (+ ?x391 ?x239)))
 (<= ?x371 byte)))))))))
(assert
 (let ((?x184 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x183 (|loaded i64 from idx_ptr| ?x184)))
 (let ((?x368 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x191 (> 16 ?x368)))
 (let ((?x239 (+ 0 (* (ite $x191 ?x183 0) 4))))
 (let ((?x391 (+ 0 (* 4 0))))
 (let ((?x371 (+ ?x391 ?x239)))
 (< byte (+ ?x371 4))))))))))
(assert
 (let (($x95 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x95 true))))
(assert
 (let ((?x184 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
(let (($x109 (= (+ (+ 0 (* 8 0)) ?x184) (+ (+ 0 (* 8 (+ 0 (* ld100_0 1)))) ld100_byte))))
(and (and (>= ld100_0 0) (< ld100_0 16)) (and (>= ld100_byte 0) (< ld100_byte 8)) $x109))))
(check-sat)
