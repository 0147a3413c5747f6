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
(declare-fun w_iter18 () Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_iter18 () Int)
(declare-fun byte () Int)
(assert
 (and (>= w_pid0 0) (> 4 w_pid0)))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (let (($x47 (>= w_lane0 0)))
 (and $x47 (< w_lane0 16))))
(assert
 (let (($x316 (> 16 0)))
 (let (($x444 (ite $x316 (> 16 (+ 0 (* 16 w_iter18))) (< 16 (+ 0 (* 16 w_iter18))))))
 (and (>= w_iter18 0) $x444))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter18)) (+ 0 w_lane0))) true))
(assert
 (let (($x1196 (or (< (+ (+ 0 (* 16 w_iter18)) (+ 0 w_lane0)) (- 2147483648)) (>= (+ (+ 0 (* 16 w_iter18)) (+ 0 w_lane0)) 2147483648))))
 (let (($x1210 (or (or (< (* w_pid0 16) (- 9223372036854775808)) (>= (* w_pid0 16) 9223372036854775808)) $x1196)))
 (not $x1210))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (let (($x302 (>= r_lane0 0)))
 (and $x302 (< r_lane0 16))))
(assert
 (let (($x316 (> 16 0)))
 (let (($x1247 (ite $x316 (> 16 (+ 0 (* 16 r_iter18))) (< 16 (+ 0 (* 16 r_iter18))))))
 (and (>= r_iter18 0) $x1247))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter18)) (+ 0 r_lane0))) true))
(assert
 (let (($x1078 (or (< (+ (+ 0 (* 16 r_iter18)) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (+ 0 (* 16 r_iter18)) (+ 0 r_lane0)) 2147483648))))
 (let (($x234 (or (or (< (* r_pid0 16) (- 9223372036854775808)) (>= (* r_pid0 16) 9223372036854775808)) $x1078)))
 (not $x234))))
(assert
 (let ((?x1270 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter18)) (+ 0 w_lane0)) 4))))
 (let ((?x1237 (+ 0 (* 4 0))))
 (let ((?x1131 (+ ?x1237 ?x1270)))
 (<= ?x1131 byte)))))
(assert
 (let ((?x1270 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter18)) (+ 0 w_lane0)) 4))))
 (let ((?x1237 (+ 0 (* 4 0))))
 (let ((?x1131 (+ ?x1237 ?x1270)))
 (< byte (+ ?x1131 4))))))
(assert
 (let ((?x1212 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter18)) (+ 0 r_lane0)) 4))))
 (let ((?x1237 (+ 0 (* 4 0))))
 (let ((?x1128 (+ ?x1237 ?x1212)))
 (<= ?x1128 byte)))))
(assert
 (let ((?x1212 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter18)) (+ 0 r_lane0)) 4))))
 (let ((?x1237 (+ 0 (* 4 0))))
 (let ((?x1128 (+ ?x1237 ?x1212)))
 (< byte (+ ?x1128 4))))))
(assert
 (let (($x1069 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(let (($x1149 (and $x1069 (or (< r_iter18 w_iter18) (and (= r_iter18 w_iter18) true)))))
(not $x1149))))
(check-sat)
