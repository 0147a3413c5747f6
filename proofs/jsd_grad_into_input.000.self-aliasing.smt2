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
 (let (($x3520 (>= w_pid0 0)))
 (and $x3520 (> 4 w_pid0))))
(assert
 (let (($x659 (>= w_pid1 0)))
 (and $x659 (> 1 w_pid1))))
(assert
 (let (($x976 (>= w_pid2 0)))
 (and $x976 (> 1 w_pid2))))
(assert
 (let (($x724 (>= w_lane0 0)))
 (and $x724 (< w_lane0 16))))
(assert
 (let ((?x497 (* 16 w_iter22)))
 (let ((?x678 (+ 0 ?x497)))
 (let (($x323 (> 16 ?x678)))
 (let (($x232 (> 16 0)))
 (let (($x326 (>= w_iter22 0)))
 (and $x326 (ite $x232 $x323 (< 16 ?x678)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x608 (>= r_pid0 0)))
 (and $x608 (> 4 r_pid0))))
(assert
 (let (($x866 (>= r_pid1 0)))
 (and $x866 (> 1 r_pid1))))
(assert
 (let (($x124 (>= r_pid2 0)))
 (and $x124 (> 1 r_pid2))))
(assert
 (let (($x365 (>= r_lane0 0)))
 (and $x365 (< r_lane0 16))))
(assert
 (let ((?x302 (* 16 r_iter22)))
 (let ((?x334 (+ 0 ?x302)))
 (let (($x1210 (> 16 ?x334)))
 (let (($x232 (> 16 0)))
 (let (($x1664 (>= r_iter22 0)))
 (and $x1664 (ite $x232 $x1210 (< 16 ?x334)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let ((?x106 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x1315 (+ 0 (* 4 0))))
 (let ((?x1301 (+ ?x1315 ?x106)))
 (<= ?x1301 byte)))))
(assert
 (let ((?x106 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x1315 (+ 0 (* 4 0))))
 (let ((?x1301 (+ ?x1315 ?x106)))
 (< byte (+ ?x1301 4))))))
(assert
 (let ((?x494 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x1315 (+ 0 (* 4 0))))
 (let ((?x158 (+ ?x1315 ?x494)))
 (<= ?x158 byte)))))
(assert
 (let ((?x494 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x1315 (+ 0 (* 4 0))))
 (let ((?x158 (+ ?x1315 ?x494)))
 (< byte (+ ?x158 4))))))
(assert
 (let (($x1114 (= r_pid2 w_pid2)))
(let (($x1156 (= r_pid1 w_pid1)))
(let (($x705 (= r_pid0 w_pid0)))
(let (($x760 (and (and $x705 $x1156 $x1114) (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x760))))))
(check-sat)
