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
 (let (($x915 (>= w_pid0 0)))
 (and $x915 (> 4 w_pid0))))
(assert
 (let (($x1282 (>= w_pid1 0)))
 (and $x1282 (> 1 w_pid1))))
(assert
 (let (($x861 (>= w_pid2 0)))
 (and $x861 (> 1 w_pid2))))
(assert
 (let (($x70 (>= w_lane0 0)))
 (and $x70 (< w_lane0 16))))
(assert
 (let ((?x551 (* 16 w_iter22)))
 (let ((?x479 (+ 0 ?x551)))
 (let (($x2263 (> 16 ?x479)))
 (let (($x186 (> 16 0)))
 (let (($x205 (>= w_iter22 0)))
 (and $x205 (ite $x186 $x2263 (< 16 ?x479)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x1089 (>= r_pid0 0)))
 (and $x1089 (> 4 r_pid0))))
(assert
 (let (($x67 (>= r_pid1 0)))
 (and $x67 (> 1 r_pid1))))
(assert
 (let (($x276 (>= r_pid2 0)))
 (and $x276 (> 1 r_pid2))))
(assert
 (let (($x707 (>= r_lane0 0)))
 (and $x707 (< r_lane0 16))))
(assert
 (let ((?x841 (* 16 r_iter22)))
 (let ((?x687 (+ 0 ?x841)))
 (let (($x1403 (> 16 ?x687)))
 (let (($x186 (> 16 0)))
 (let (($x404 (>= r_iter22 0)))
 (and $x404 (ite $x186 $x1403 (< 16 ?x687)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let ((?x1172 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x257 (+ 0 (* 4 0))))
 (let ((?x611 (+ ?x257 ?x1172)))
 (<= ?x611 byte)))))
(assert
 (let ((?x1172 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x257 (+ 0 (* 4 0))))
 (let ((?x611 (+ ?x257 ?x1172)))
 (< byte (+ ?x611 4))))))
(assert
 (let ((?x1161 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x257 (+ 0 (* 4 0))))
 (let ((?x772 (+ ?x257 ?x1161)))
 (<= ?x772 byte)))))
(assert
 (let ((?x1161 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x257 (+ 0 (* 4 0))))
 (let ((?x772 (+ ?x257 ?x1161)))
 (< byte (+ ?x772 4))))))
(assert
 (let (($x79 (= r_pid2 w_pid2)))
(let (($x82 (= r_pid1 w_pid1)))
(let (($x703 (= r_pid0 w_pid0)))
(let (($x2074 (and (and $x703 $x82 $x79) (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x2074))))))
(check-sat)
