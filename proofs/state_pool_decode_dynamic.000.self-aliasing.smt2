; program state_pool_decode_dynamic, triton_kernel_wrapper_functional_proxy.ht_ptr: self-aliasing (triton_kernel_wrapper_functional_proxy stores ht_ptr (store at programs.py:467) vs reads h0_ptr (load at programs.py:461))
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
(declare-fun ld297_byte () Int)
(declare-fun ld297_0 () Int)
(declare-fun ld298_byte () Int)
(declare-fun ld298_0 () Int)
(declare-fun s34 () Int)
(declare-fun s81 () Int)
(assert
 (let (($x81 (>= w_pid0 0)))
 (and $x81 (< w_pid0 s33))))
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
 (let (($x138 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x506 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x506)))
 (let ((?x398 (* ?x383 4)))
 (let ((?x207 (* ?x398 8)))
 (let (($x163 (or (or (< ?x398 (- 9223372036854775808)) (>= ?x398 9223372036854775808)) (or (< ?x207 (- 9223372036854775808)) (>= ?x207 9223372036854775808)) $x138)))
 (not $x163))))))))
(assert
 (let (($x144 (>= r_pid0 0)))
 (and $x144 (< r_pid0 s33))))
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
 (let (($x473 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x416 (+ 0 (* r_pid0 8))))
 (let ((?x346 (|loaded i64 from slots_ptr| ?x416)))
 (let ((?x254 (* ?x346 4)))
 (let ((?x118 (* ?x254 8)))
 (let (($x407 (or (or (< ?x254 (- 9223372036854775808)) (>= ?x254 9223372036854775808)) (or (< ?x118 (- 9223372036854775808)) (>= ?x118 9223372036854775808)) $x473)))
 (not $x407))))))))
(assert
 (let ((?x506 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x506)))
 (let ((?x398 (* ?x383 4)))
 (let ((?x207 (* ?x398 8)))
 (let ((?x187 (+ (+ 0 (* ?x207 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x356 (+ ?x187 (* (+ 0 w_lane1) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x410 (+ ?x134 ?x356)))
 (<= ?x410 byte))))))))))
(assert
 (let ((?x506 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x506)))
 (let ((?x398 (* ?x383 4)))
 (let ((?x207 (* ?x398 8)))
 (let ((?x187 (+ (+ 0 (* ?x207 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x356 (+ ?x187 (* (+ 0 w_lane1) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x410 (+ ?x134 ?x356)))
 (< byte (+ ?x410 4)))))))))))
(assert
 (let ((?x416 (+ 0 (* r_pid0 8))))
 (let ((?x346 (|loaded i64 from slots_ptr| ?x416)))
 (let ((?x254 (* ?x346 4)))
 (let ((?x118 (* ?x254 8)))
 (let ((?x198 (+ (+ 0 (* ?x118 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x111 (+ ?x198 (* (+ 0 r_lane1) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x65 (+ ?x134 ?x111)))
 (<= ?x65 byte))))))))))
(assert
 (let ((?x416 (+ 0 (* r_pid0 8))))
 (let ((?x346 (|loaded i64 from slots_ptr| ?x416)))
 (let ((?x254 (* ?x346 4)))
 (let ((?x118 (* ?x254 8)))
 (let ((?x198 (+ (+ 0 (* ?x118 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x111 (+ ?x198 (* (+ 0 r_lane1) 4))))
 (let ((?x134 (+ 0 (* 4 0))))
 (let ((?x65 (+ ?x134 ?x111)))
 (< byte (+ ?x65 4)))))))))))
(assert
 (let (($x40 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x40 true))))
(assert
 (let (($x217 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld297_0 1)))) ld297_byte))))
 (and (and (>= ld297_0 0) (< ld297_0 s33)) (and (>= ld297_byte 0) (< ld297_byte 8)) $x217)))
(assert
 (let (($x516 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld298_0 1)))) ld298_byte))))
 (and (and (>= ld298_0 0) (< ld298_0 s33)) (and (>= ld298_byte 0) (< ld298_byte 8)) $x516)))
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
