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
 (and (>= w_pid0 0) (> 3 w_pid0)))
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
 (let (($x157 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x85 (+ 0 (* w_pid0 8))))
 (let ((?x435 (|loaded i64 from slots_ptr| ?x85)))
 (let ((?x290 (* ?x435 4)))
 (let ((?x263 (* ?x290 8)))
 (let (($x230 (or (or (< ?x290 (- 9223372036854775808)) (>= ?x290 9223372036854775808)) (or (< ?x263 (- 9223372036854775808)) (>= ?x263 9223372036854775808)) $x157)))
 (not $x230))))))))
(assert
 (and (>= r_pid0 0) (> 3 r_pid0)))
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
 (let (($x185 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x281 (+ 0 (* r_pid0 8))))
 (let ((?x44 (|loaded i64 from slots_ptr| ?x281)))
 (let ((?x217 (* ?x44 4)))
 (let ((?x171 (* ?x217 8)))
 (let (($x267 (or (or (< ?x217 (- 9223372036854775808)) (>= ?x217 9223372036854775808)) (or (< ?x171 (- 9223372036854775808)) (>= ?x171 9223372036854775808)) $x185)))
 (not $x267))))))))
(assert
 (let ((?x85 (+ 0 (* w_pid0 8))))
 (let ((?x435 (|loaded i64 from slots_ptr| ?x85)))
 (let ((?x290 (* ?x435 4)))
 (let ((?x263 (* ?x290 8)))
 (let ((?x96 (+ (+ 0 (* ?x263 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x174 (+ ?x96 (* (+ 0 w_lane1) 4))))
 (let ((?x77 (+ 0 (* 4 0))))
 (let ((?x149 (+ ?x77 ?x174)))
 (<= ?x149 byte))))))))))
(assert
 (let ((?x85 (+ 0 (* w_pid0 8))))
 (let ((?x435 (|loaded i64 from slots_ptr| ?x85)))
 (let ((?x290 (* ?x435 4)))
 (let ((?x263 (* ?x290 8)))
 (let ((?x96 (+ (+ 0 (* ?x263 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x174 (+ ?x96 (* (+ 0 w_lane1) 4))))
 (let ((?x77 (+ 0 (* 4 0))))
 (let ((?x149 (+ ?x77 ?x174)))
 (< byte (+ ?x149 4)))))))))))
(assert
 (let ((?x281 (+ 0 (* r_pid0 8))))
 (let ((?x44 (|loaded i64 from slots_ptr| ?x281)))
 (let ((?x217 (* ?x44 4)))
 (let ((?x171 (* ?x217 8)))
 (let ((?x432 (+ (+ 0 (* ?x171 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x250 (+ ?x432 (* (+ 0 r_lane1) 4))))
 (let ((?x77 (+ 0 (* 4 0))))
 (let ((?x76 (+ ?x77 ?x250)))
 (<= ?x76 byte))))))))))
(assert
 (let ((?x281 (+ 0 (* r_pid0 8))))
 (let ((?x44 (|loaded i64 from slots_ptr| ?x281)))
 (let ((?x217 (* ?x44 4)))
 (let ((?x171 (* ?x217 8)))
 (let ((?x432 (+ (+ 0 (* ?x171 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x250 (+ ?x432 (* (+ 0 r_lane1) 4))))
 (let ((?x77 (+ 0 (* 4 0))))
 (let ((?x76 (+ ?x77 ?x250)))
 (< byte (+ ?x76 4)))))))))))
(assert
 (let (($x112 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x112 true))))
(assert
 (let (($x431 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld289_0 1)))) ld289_byte))))
 (and (and (>= ld289_0 0) (< ld289_0 3)) (and (>= ld289_byte 0) (< ld289_byte 8)) $x431)))
(assert
 (let (($x455 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld290_0 1)))) ld290_byte))))
(and (and (>= ld290_0 0) (< ld290_0 3)) (and (>= ld290_byte 0) (< ld290_byte 8)) $x455)))
(check-sat)
