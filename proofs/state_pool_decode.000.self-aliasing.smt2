; program state_pool_decode, triton_kernel_wrapper_functional_proxy.ht_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores ht_ptr (store at programs.py:467) vs reads h0_ptr (load at programs.py:461))
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
 (let (($x81 (>= w_pid0 0)))
 (and $x81 (> 3 w_pid0))))
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
 (let (($x455 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x259 (+ 0 (* w_pid0 8))))
 (let ((?x160 (|loaded i64 from slots_ptr| ?x259)))
 (let ((?x143 (* ?x160 4)))
 (let ((?x138 (* ?x143 8)))
 (let (($x193 (or (or (< ?x143 (- 9223372036854775808)) (>= ?x143 9223372036854775808)) (or (< ?x138 (- 9223372036854775808)) (>= ?x138 9223372036854775808)) $x455)))
 (not $x193))))))))
(assert
 (let (($x144 (>= r_pid0 0)))
 (and $x144 (> 3 r_pid0))))
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
 (let (($x484 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x221 (+ 0 (* r_pid0 8))))
 (let ((?x223 (|loaded i64 from slots_ptr| ?x221)))
 (let ((?x519 (* ?x223 4)))
 (let ((?x471 (* ?x519 8)))
 (let (($x470 (or (or (< ?x519 (- 9223372036854775808)) (>= ?x519 9223372036854775808)) (or (< ?x471 (- 9223372036854775808)) (>= ?x471 9223372036854775808)) $x484)))
 (not $x470))))))))
(assert
 (let ((?x259 (+ 0 (* w_pid0 8))))
 (let ((?x160 (|loaded i64 from slots_ptr| ?x259)))
 (let ((?x143 (* ?x160 4)))
 (let ((?x138 (* ?x143 8)))
 (let ((?x134 (+ (+ 0 (* ?x138 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x118 (+ ?x134 (* (+ 0 w_lane1) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x189 (+ ?x380 ?x118)))
 (<= ?x189 byte))))))))))
(assert
 (let ((?x259 (+ 0 (* w_pid0 8))))
 (let ((?x160 (|loaded i64 from slots_ptr| ?x259)))
 (let ((?x143 (* ?x160 4)))
 (let ((?x138 (* ?x143 8)))
 (let ((?x134 (+ (+ 0 (* ?x138 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x118 (+ ?x134 (* (+ 0 w_lane1) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x189 (+ ?x380 ?x118)))
 (< byte (+ ?x189 4)))))))))))
(assert
 (let ((?x221 (+ 0 (* r_pid0 8))))
 (let ((?x223 (|loaded i64 from slots_ptr| ?x221)))
 (let ((?x519 (* ?x223 4)))
 (let ((?x471 (* ?x519 8)))
 (let ((?x202 (+ (+ 0 (* ?x471 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x262 (+ ?x202 (* (+ 0 r_lane1) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x509 (+ ?x380 ?x262)))
 (<= ?x509 byte))))))))))
(assert
 (let ((?x221 (+ 0 (* r_pid0 8))))
 (let ((?x223 (|loaded i64 from slots_ptr| ?x221)))
 (let ((?x519 (* ?x223 4)))
 (let ((?x471 (* ?x519 8)))
 (let ((?x202 (+ (+ 0 (* ?x471 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x262 (+ ?x202 (* (+ 0 r_lane1) 4))))
 (let ((?x380 (+ 0 (* 4 0))))
 (let ((?x509 (+ ?x380 ?x262)))
 (< byte (+ ?x509 4)))))))))))
(assert
 (let (($x69 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x69 true))))
(assert
 (let (($x337 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld289_0 1)))) ld289_byte))))
 (and (and (>= ld289_0 0) (< ld289_0 3)) (and (>= ld289_byte 0) (< ld289_byte 8)) $x337)))
(assert
 (let (($x164 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld290_0 1)))) ld290_byte))))
(and (and (>= ld290_0 0) (< ld290_0 3)) (and (>= ld290_byte 0) (< ld290_byte 8)) $x164)))
(check-sat)
