; program state_pool_decode, triton_kernel_wrapper_functional_proxy.ht_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores ht_ptr (store at programs.py:449) vs reads h0_ptr (load at programs.py:443))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun w_pid0 () Int)
(declare-fun w_pid1 () Int)
(declare-fun w_pid2 () Int)
(declare-fun w_lane0 () Int)
(declare-fun w_lane1 () Int)
(declare-fun |loaded i64 from slots_ptr| (Int) Int)
(declare-fun r_pid0 () Int)
(declare-fun r_pid1 () Int)
(declare-fun r_pid2 () Int)
(declare-fun r_lane0 () Int)
(declare-fun r_lane1 () Int)
(declare-fun byte () Int)
(assert
 (let (($x1382 (>= w_pid0 0)))
 (and $x1382 (> 3 w_pid0))))
(assert
 (let (($x1192 (>= w_pid1 0)))
 (and $x1192 (> 1 w_pid1))))
(assert
 (let (($x459 (>= w_pid2 0)))
 (and $x459 (> 1 w_pid2))))
(assert
 (let (($x945 (>= w_lane0 0)))
 (and $x945 (< w_lane0 4))))
(assert
 (let (($x1658 (>= w_lane1 0)))
 (and $x1658 (< w_lane1 8))))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) 9223372036854775808)))
(assert
 (let (($x972 (>= r_pid0 0)))
 (and $x972 (> 3 r_pid0))))
(assert
 (let (($x102 (>= r_pid1 0)))
 (and $x102 (> 1 r_pid1))))
(assert
 (let (($x1317 (>= r_pid2 0)))
 (and $x1317 (> 1 r_pid2))))
(assert
 (let (($x156 (>= r_lane0 0)))
 (and $x156 (< r_lane0 4))))
(assert
 (let (($x251 (>= r_lane1 0)))
 (and $x251 (< r_lane1 8))))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) 9223372036854775808)))
(assert
 (let ((?x326 (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8)))))
 (let ((?x1194 (* ?x326 4)))
 (let ((?x1176 (* ?x1194 8)))
 (let ((?x560 (+ (+ 0 (* ?x1176 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x544 (+ ?x560 (* (+ 0 w_lane1) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x135 (+ ?x239 ?x544)))
 (<= ?x135 byte)))))))))
(assert
 (let ((?x326 (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8)))))
 (let ((?x1194 (* ?x326 4)))
 (let ((?x1176 (* ?x1194 8)))
 (let ((?x560 (+ (+ 0 (* ?x1176 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x544 (+ ?x560 (* (+ 0 w_lane1) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x135 (+ ?x239 ?x544)))
 (< byte (+ ?x135 4))))))))))
(assert
 (let ((?x284 (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8)))))
 (let ((?x406 (* ?x284 4)))
 (let ((?x361 (* ?x406 8)))
 (let ((?x197 (+ (+ 0 (* ?x361 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x131 (+ ?x197 (* (+ 0 r_lane1) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x114 (+ ?x239 ?x131)))
 (<= ?x114 byte)))))))))
(assert
 (let ((?x284 (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8)))))
 (let ((?x406 (* ?x284 4)))
 (let ((?x361 (* ?x406 8)))
 (let ((?x197 (+ (+ 0 (* ?x361 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x131 (+ ?x197 (* (+ 0 r_lane1) 4))))
 (let ((?x239 (+ 0 (* 4 0))))
 (let ((?x114 (+ ?x239 ?x131)))
 (< byte (+ ?x114 4))))))))))
(assert
 (let (($x1041 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x1041 true))))
(check-sat)
