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
 (let (($x941 (>= w_pid0 0)))
 (and $x941 (> 4 w_pid0))))
(assert
 (let (($x648 (>= w_pid1 0)))
 (and $x648 (> 1 w_pid1))))
(assert
 (let (($x359 (>= w_pid2 0)))
 (and $x359 (> 1 w_pid2))))
(assert
 (let (($x925 (>= w_lane0 0)))
 (and $x925 (< w_lane0 16))))
(assert
 (let ((?x54431 (* 16 w_iter22)))
 (let ((?x1055 (+ 0 ?x54431)))
 (let (($x517 (> 16 ?x1055)))
 (let (($x54430 (> 16 0)))
 (let (($x54474 (>= w_iter22 0)))
 (and $x54474 (ite $x54430 $x517 (< 16 ?x1055)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x54443 (>= r_pid0 0)))
 (and $x54443 (> 4 r_pid0))))
(assert
 (let (($x54446 (>= r_pid1 0)))
 (and $x54446 (> 1 r_pid1))))
(assert
 (let (($x798 (>= r_pid2 0)))
 (and $x798 (> 1 r_pid2))))
(assert
 (let (($x937 (>= r_lane0 0)))
 (and $x937 (< r_lane0 16))))
(assert
 (let ((?x506 (* 16 r_iter22)))
 (let ((?x1054 (+ 0 ?x506)))
 (let (($x650 (> 16 ?x1054)))
 (let (($x54430 (> 16 0)))
 (let (($x698 (>= r_iter22 0)))
 (and $x698 (ite $x54430 $x650 (< 16 ?x1054)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let ((?x54444 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x707 (+ ?x329 ?x54444)))
 (<= ?x707 byte)))))
(assert
 (let ((?x54444 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x707 (+ ?x329 ?x54444)))
 (< byte (+ ?x707 4))))))
(assert
 (let ((?x829 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x729 (+ ?x329 ?x829)))
 (<= ?x729 byte)))))
(assert
 (let ((?x829 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x329 (+ 0 (* 4 0))))
 (let ((?x729 (+ ?x329 ?x829)))
 (< byte (+ ?x729 4))))))
(assert
 (let (($x696 (= r_pid2 w_pid2)))
(let (($x731 (= r_pid1 w_pid1)))
(let (($x70 (= r_pid0 w_pid0)))
(let (($x1061 (and (and $x70 $x731 $x696) (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x1061))))))
(check-sat)
