; program bug_198031_triton, triton_kernel_wrapper_functional_proxy.dst_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores dst_ptr (store at kernels.py:45) vs reads src_ptr (load at kernels.py:44))
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
(declare-fun byte () Int)
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
 (let ((?x555 (* w_pid0 4)))
 (let ((?x540 (+ ?x555 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x214 (- ?x361 ?x540)))
 (let (($x68 (or (or (< ?x361 (- 2147483648)) (>= ?x361 2147483648)) (or (< ?x555 (- 2147483648)) (>= ?x555 2147483648)) (or (< ?x540 (- 2147483648)) (>= ?x540 2147483648)) (or (< ?x214 (- 2147483648)) (>= ?x214 2147483648)))))
 (not $x68)))))))
(assert
 (and (>= r_pid0 0) (> 4 r_pid0)))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (and (> 16 (+ (* r_pid0 4) (+ 0 r_lane0))) true))
(assert
 (let (($x627 (or (< (+ (* r_pid0 4) (+ 0 r_lane0)) (- 2147483648)) (>= (+ (* r_pid0 4) (+ 0 r_lane0)) 2147483648))))
 (let (($x239 (or (or (< (* r_pid0 4) (- 2147483648)) (>= (* r_pid0 4) 2147483648)) $x627)))
 (not $x239))))
(assert
 (let ((?x555 (* w_pid0 4)))
 (let ((?x540 (+ ?x555 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x214 (- ?x361 ?x540)))
 (let ((?x342 (+ 0 (* ?x214 4))))
 (let ((?x253 (+ 0 (* 4 0))))
 (let ((?x335 (+ ?x253 ?x342)))
 (<= ?x335 byte)))))))))
(assert
 (let ((?x555 (* w_pid0 4)))
 (let ((?x540 (+ ?x555 (+ 0 w_lane0))))
 (let ((?x361 (- 16 1)))
 (let ((?x214 (- ?x361 ?x540)))
 (let ((?x342 (+ 0 (* ?x214 4))))
 (let ((?x253 (+ 0 (* 4 0))))
 (let ((?x335 (+ ?x253 ?x342)))
 (< byte (+ ?x335 4))))))))))
(assert
 (let ((?x456 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x253 (+ 0 (* 4 0))))
 (let ((?x232 (+ ?x253 ?x456)))
 (<= ?x232 byte)))))
(assert
 (let ((?x456 (+ 0 (* (+ (* r_pid0 4) (+ 0 r_lane0)) 4))))
 (let ((?x253 (+ 0 (* 4 0))))
 (let ((?x232 (+ ?x253 ?x456)))
 (< byte (+ ?x232 4))))))
(assert
 (let (($x153 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
(not (and $x153 true))))
(check-sat)
