; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dX_ptr (store at jsd.py:95) vs reads X_ptr (load at jsd.py:56))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun w_iter22 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_iter22 () Int)
(declare-fun byte () Int)
(assert
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 16)))
(assert
 (let (($x183 (> 16 0)))
 (let (($x370 (ite $x183 (> 16 (+ 0 (* 16 w_iter22))) (< 16 (+ 0 (* 16 w_iter22))))))
 (and (>= w_iter22 0) $x370))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x726 (or (< (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 2147483648))))
 (let (($x722 (or (or (< (* w_pid0 16) (- 9223372036854775808)) (>= (* w_pid0 16) 9223372036854775808)) $x726)))
 (not $x722))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 16)))
(assert
 (let (($x183 (> 16 0)))
 (let (($x750 (ite $x183 (> 16 (+ 0 (* 16 r_iter22))) (< 16 (+ 0 (* 16 r_iter22))))))
 (and (>= r_iter22 0) $x750))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let (($x544 (or (< (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 2147483648))))
 (let (($x1221 (or (or (< (* r_pid0 16) (- 9223372036854775808)) (>= (* r_pid0 16) 9223372036854775808)) $x544)))
 (not $x1221))))
(assert
 (let ((?x369 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x675 (+ 0 (* 4 0))))
 (let ((?x351 (+ ?x675 ?x369)))
 (<= ?x351 byte)))))
(assert
 (let ((?x369 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x675 (+ 0 (* 4 0))))
 (let ((?x351 (+ ?x675 ?x369)))
 (< byte (+ ?x351 4))))))
(assert
 (let ((?x632 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x675 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x675 ?x632)))
 (<= ?x755 byte)))))
(assert
 (let ((?x632 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x675 (+ 0 (* 4 0))))
 (let ((?x755 (+ ?x675 ?x632)))
 (< byte (+ ?x755 4))))))
(assert
 (let (($x760 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x469 (and $x760 (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x469))))
(check-sat)
