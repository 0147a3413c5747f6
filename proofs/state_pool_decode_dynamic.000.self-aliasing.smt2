; program state_pool_decode_dynamic, triton_kernel_wrapper_functional_proxy.ht_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores ht_ptr (store at programs.py:449) vs reads h0_ptr (load at programs.py:443))
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the kernel's analysed TTIR: loads and stores per program instance, lane and loop iteration
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun s33 () Int)
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
(declare-fun s34 () Int)
(declare-fun s81 () Int)
(assert
 (let (($x233 (>= w_pid0 0)))
 (and $x233 (< w_pid0 s33))))
(assert
 (let (($x528 (>= w_pid1 0)))
 (and $x528 (> 1 w_pid1))))
(assert
 (let (($x925 (>= w_pid2 0)))
 (and $x925 (> 1 w_pid2))))
(assert
 (let (($x280 (>= w_lane0 0)))
 (and $x280 (< w_lane0 4))))
(assert
 (let (($x168 (>= w_lane1 0)))
 (and $x168 (< w_lane1 8))))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) 9223372036854775808)))
(assert
 (let (($x51 (>= r_pid0 0)))
 (and $x51 (< r_pid0 s33))))
(assert
 (let (($x1033 (>= r_pid1 0)))
 (and $x1033 (> 1 r_pid1))))
(assert
 (let (($x855 (>= r_pid2 0)))
 (and $x855 (> 1 r_pid2))))
(assert
 (let (($x563 (>= r_lane0 0)))
 (and $x563 (< r_lane0 4))))
(assert
 (let (($x217 (>= r_lane1 0)))
 (and $x217 (< r_lane1 8))))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) 9223372036854775808)))
(assert
 (let ((?x954 (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8)))))
 (let ((?x778 (* ?x954 4)))
 (let ((?x616 (* ?x778 8)))
 (let ((?x929 (+ (+ 0 (* ?x616 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x945 (+ ?x929 (* (+ 0 w_lane1) 4))))
 (let ((?x200 (+ 0 (* 4 0))))
 (let ((?x1076 (+ ?x200 ?x945)))
 (<= ?x1076 byte)))))))))
(assert
 (let ((?x954 (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8)))))
 (let ((?x778 (* ?x954 4)))
 (let ((?x616 (* ?x778 8)))
 (let ((?x929 (+ (+ 0 (* ?x616 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x945 (+ ?x929 (* (+ 0 w_lane1) 4))))
 (let ((?x200 (+ 0 (* 4 0))))
 (let ((?x1076 (+ ?x200 ?x945)))
 (< byte (+ ?x1076 4))))))))))
(assert
 (let ((?x1113 (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8)))))
 (let ((?x374 (* ?x1113 4)))
 (let ((?x1043 (* ?x374 8)))
 (let ((?x470 (+ (+ 0 (* ?x1043 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x63 (+ ?x470 (* (+ 0 r_lane1) 4))))
 (let ((?x200 (+ 0 (* 4 0))))
 (let ((?x361 (+ ?x200 ?x63)))
 (<= ?x361 byte)))))))))
(assert
 (let ((?x1113 (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8)))))
 (let ((?x374 (* ?x1113 4)))
 (let ((?x1043 (* ?x374 8)))
 (let ((?x470 (+ (+ 0 (* ?x1043 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x63 (+ ?x470 (* (+ 0 r_lane1) 4))))
 (let ((?x200 (+ 0 (* 4 0))))
 (let ((?x361 (+ ?x200 ?x63)))
 (< byte (+ ?x361 4))))))))))
(assert
 (let (($x465 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x465 true))))
(assert
 (>= s33 2))
(assert
 (>= s34 4))
(assert
 (<= s34 4))
(assert
 (>= s81 8))
(assert
 (<= s81 8))
(assert
 (= 4 s34))
(assert
 (= 8 s81))
(check-sat)
