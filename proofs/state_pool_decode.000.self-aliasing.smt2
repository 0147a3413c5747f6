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
(declare-fun ld289_byte () Int)
(declare-fun ld289_0 () Int)
(declare-fun ld290_byte () Int)
(declare-fun ld290_0 () Int)
(assert
 (let (($x537 (>= w_pid0 0)))
 (and $x537 (> 3 w_pid0))))
(assert
 (and (>= w_pid1 0) (> 1 w_pid1)))
(assert
 (and (>= w_pid2 0) (> 1 w_pid2)))
(assert
 (and (>= w_lane0 0) (< w_lane0 4)))
(assert
 (and (>= w_lane1 0) (< w_lane1 8)))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* w_pid0 8))) 9223372036854775808)))
(assert
 (let (($x177 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x108 (+ 0 (* w_pid0 8))))
 (let ((?x53 (|loaded i64 from slots_ptr| ?x108)))
 (let ((?x80 (* ?x53 4)))
 (let ((?x434 (* ?x80 8)))
 (let (($x388 (or (or (< ?x80 (- 9223372036854775808)) (>= ?x80 9223372036854775808)) (or (< ?x434 (- 9223372036854775808)) (>= ?x434 9223372036854775808)) $x177)))
 (not $x388))))))))
(assert
 (let (($x385 (>= r_pid0 0)))
 (and $x385 (> 3 r_pid0))))
(assert
 (and (>= r_pid1 0) (> 1 r_pid1)))
(assert
 (and (>= r_pid2 0) (> 1 r_pid2)))
(assert
 (and (>= r_lane0 0) (< r_lane0 4)))
(assert
 (and (>= r_lane1 0) (< r_lane1 8)))
(assert
 (and true true))
(assert
 (and (>= (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) (- 9223372036854775808)) (< (|loaded i64 from slots_ptr| (+ 0 (* r_pid0 8))) 9223372036854775808)))
(assert
 (let (($x220 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x116 (+ 0 (* r_pid0 8))))
 (let ((?x483 (|loaded i64 from slots_ptr| ?x116)))
 (let ((?x24 (* ?x483 4)))
 (let ((?x155 (* ?x24 8)))
 (let (($x62 (or (or (< ?x24 (- 9223372036854775808)) (>= ?x24 9223372036854775808)) (or (< ?x155 (- 9223372036854775808)) (>= ?x155 9223372036854775808)) $x220)))
 (not $x62))))))))
(assert
 (let ((?x108 (+ 0 (* w_pid0 8))))
 (let ((?x53 (|loaded i64 from slots_ptr| ?x108)))
 (let ((?x80 (* ?x53 4)))
 (let ((?x434 (* ?x80 8)))
 (let ((?x193 (+ (+ 0 (* ?x434 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x215 (+ ?x193 (* (+ 0 w_lane1) 4))))
 (let ((?x513 (+ 0 (* 4 0))))
 (let ((?x469 (+ ?x513 ?x215)))
 (<= ?x469 byte))))))))))
(assert
 (let ((?x108 (+ 0 (* w_pid0 8))))
 (let ((?x53 (|loaded i64 from slots_ptr| ?x108)))
 (let ((?x80 (* ?x53 4)))
 (let ((?x434 (* ?x80 8)))
 (let ((?x193 (+ (+ 0 (* ?x434 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x215 (+ ?x193 (* (+ 0 w_lane1) 4))))
 (let ((?x513 (+ 0 (* 4 0))))
 (let ((?x469 (+ ?x513 ?x215)))
 (< byte (+ ?x469 4)))))))))))
(assert
 (let ((?x116 (+ 0 (* r_pid0 8))))
 (let ((?x483 (|loaded i64 from slots_ptr| ?x116)))
 (let ((?x24 (* ?x483 4)))
 (let ((?x155 (* ?x24 8)))
 (let ((?x266 (+ (+ 0 (* ?x155 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x445 (+ ?x266 (* (+ 0 r_lane1) 4))))
 (let ((?x513 (+ 0 (* 4 0))))
 (let ((?x487 (+ ?x513 ?x445)))
 (<= ?x487 byte))))))))))
(assert
 (let ((?x116 (+ 0 (* r_pid0 8))))
 (let ((?x483 (|loaded i64 from slots_ptr| ?x116)))
 (let ((?x24 (* ?x483 4)))
 (let ((?x155 (* ?x24 8)))
 (let ((?x266 (+ (+ 0 (* ?x155 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x445 (+ ?x266 (* (+ 0 r_lane1) 4))))
 (let ((?x513 (+ 0 (* 4 0))))
 (let ((?x487 (+ ?x513 ?x445)))
 (< byte (+ ?x487 4)))))))))))
(assert
 (let (($x291 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x291 true))))
(assert
 (let (($x300 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld289_0 1)))) ld289_byte))))
 (and (and (>= ld289_0 0) (< ld289_0 3)) (and (>= ld289_byte 0) (< ld289_byte 8)) $x300)))
(assert
 (let (($x411 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld290_0 1)))) ld290_byte))))
(and (and (>= ld290_0 0) (< ld290_0 3)) (and (>= ld290_byte 0) (< ld290_byte 8)) $x411)))
(check-sat)
