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
 (let (($x444 (or (< (+ (* w_pid0 4) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (* w_pid0 4) (+ 0 w_lane0)) 2147483648))))
 (let (($x260 (or (or (< (* w_pid0 4) (- 2147483648)) (>= (* w_pid0 4) 2147483648)) $x444)))
 (not $x260))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (let ((?x249 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x400 (> 16 ?x249)))
 (and $x400 true))))
(assert
 (let ((?x126 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x352 (|loaded i64 from idx_ptr| ?x126)))
 (and (>= ?x352 (- 9223372036854775808)) (< ?x352 9223372036854775808)))))
(assert
 (let ((?x419 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x304 (+ 0 (* 4 0))))
 (let ((?x343 (+ ?x304 ?x419)))
 (<= ?x343 byte)))))
(assert
 (let ((?x419 (+ 0 (* (+ (* w_pid0 4) (+ 0 w_lane0)) 4))))
 (let ((?x304 (+ 0 (* 4 0))))
 (let ((?x343 (+ ?x304 ?x419)))
 (< byte (+ ?x343 4))))))
(assert
 (let ((?x126 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x352 (|loaded i64 from idx_ptr| ?x126)))
 (let ((?x249 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x400 (> 16 ?x249)))
 (let ((?x105 (+ 0 (* (ite $x400 ?x352 0) 4))))
 (let ((?x304 (+ 0 (* 4 0))))
 (let ((?x341 (+ ?x304 ?x105)))
 (<= ?x341 byte)))))))))
(assert
 (let ((?x126 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
 (let ((?x352 (|loaded i64 from idx_ptr| ?x126)))
 (let ((?x249 (+ (* r_pid0 4) (+ 0 r_lane0))))
 (let (($x400 (> 16 ?x249)))
 (let ((?x105 (+ 0 (* (ite $x400 ?x352 0) 4))))
 (let ((?x304 (+ 0 (* 4 0))))
 (let ((?x341 (+ ?x304 ?x105)))
 (< byte (+ ?x341 4))))))))))
(assert
 (let (($x80 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x80 true))))
(assert
 (let ((?x126 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 8))))
(let (($x454 (= (+ (+ 0 (* 8 0)) ?x126) (+ (+ 0 (* 8 (+ 0 (* ld100_0 1)))) ld100_byte))))
(and (and (>= ld100_0 0) (< ld100_0 16)) (and (>= ld100_byte 0) (< ld100_byte 8)) $x454))))
(check-sat)
