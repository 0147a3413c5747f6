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
 (let (($x505 (>= w_pid0 0)))
 (and $x505 (> 4 w_pid0))))
(assert
 (let (($x408 (>= w_pid1 0)))
 (and $x408 (> 1 w_pid1))))
(assert
 (let (($x388 (>= w_pid2 0)))
 (and $x388 (> 1 w_pid2))))
(assert
 (let (($x640 (>= w_lane0 0)))
 (and $x640 (< w_lane0 16))))
(assert
 (let ((?x54368 (* 16 w_iter22)))
 (let ((?x54199 (+ 0 ?x54368)))
 (let (($x767 (> 16 ?x54199)))
 (let (($x54367 (> 16 0)))
 (let (($x593 (>= w_iter22 0)))
 (and $x593 (ite $x54367 $x767 (< 16 ?x54199)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0))) true))
(assert
 (let (($x54380 (>= r_pid0 0)))
 (and $x54380 (> 4 r_pid0))))
(assert
 (let (($x54383 (>= r_pid1 0)))
 (and $x54383 (> 1 r_pid1))))
(assert
 (let (($x27524 (>= r_pid2 0)))
 (and $x27524 (> 1 r_pid2))))
(assert
 (let (($x54302 (>= r_lane0 0)))
 (and $x54302 (< r_lane0 16))))
(assert
 (let ((?x532 (* 16 r_iter22)))
 (let ((?x824 (+ 0 ?x532)))
 (let (($x27259 (> 16 ?x824)))
 (let (($x54367 (> 16 0)))
 (let (($x755 (>= r_iter22 0)))
 (and $x755 (ite $x54367 $x27259 (< 16 ?x824)))))))))
(assert
 (and (> 16 (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0))) true))
(assert
 (let ((?x54381 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x341 (+ 0 (* 4 0))))
 (let ((?x54412 (+ ?x341 ?x54381)))
 (<= ?x54412 byte)))))
(assert
 (let ((?x54381 (+ (+ 0 (* (* w_pid0 16) 4)) (* (+ (+ 0 (* 16 w_iter22)) (+ 0 w_lane0)) 4))))
 (let ((?x341 (+ 0 (* 4 0))))
 (let ((?x54412 (+ ?x341 ?x54381)))
 (< byte (+ ?x54412 4))))))
(assert
 (let ((?x54387 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x341 (+ 0 (* 4 0))))
 (let ((?x54201 (+ ?x341 ?x54387)))
 (<= ?x54201 byte)))))
(assert
 (let ((?x54387 (+ (+ 0 (* (* r_pid0 16) 4)) (* (+ (+ 0 (* 16 r_iter22)) (+ 0 r_lane0)) 4))))
 (let ((?x341 (+ 0 (* 4 0))))
 (let ((?x54201 (+ ?x341 ?x54387)))
 (< byte (+ ?x54201 4))))))
(assert
 (let (($x871 (= r_pid2 w_pid2)))
(let (($x684 (= r_pid1 w_pid1)))
(let (($x399 (= r_pid0 w_pid0)))
(let (($x54285 (and (and $x399 $x684 $x871) (or (< r_iter22 w_iter22) (and (= r_iter22 w_iter22) true)))))
(not $x54285))))))
(check-sat)
