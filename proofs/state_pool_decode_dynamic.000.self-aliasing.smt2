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
(declare-fun ld297_byte () Int)
(declare-fun ld297_0 () Int)
(declare-fun ld298_byte () Int)
(declare-fun ld298_0 () Int)
(declare-fun s34 () Int)
(declare-fun s81 () Int)
(assert
 (let (($x537 (>= w_pid0 0)))
 (and $x537 (< w_pid0 s33))))
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
 (let (($x533 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x292 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x292)))
 (let ((?x78 (* ?x383 4)))
 (let ((?x434 (* ?x78 8)))
 (let (($x221 (or (or (< ?x78 (- 9223372036854775808)) (>= ?x78 9223372036854775808)) (or (< ?x434 (- 9223372036854775808)) (>= ?x434 9223372036854775808)) $x533)))
 (not $x221))))))))
(assert
 (let (($x385 (>= r_pid0 0)))
 (and $x385 (< r_pid0 s33))))
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
 (let (($x319 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x525 (+ 0 (* r_pid0 8))))
 (let ((?x203 (|loaded i64 from slots_ptr| ?x525)))
 (let ((?x88 (* ?x203 4)))
 (let ((?x215 (* ?x88 8)))
 (let (($x93 (or (or (< ?x88 (- 9223372036854775808)) (>= ?x88 9223372036854775808)) (or (< ?x215 (- 9223372036854775808)) (>= ?x215 9223372036854775808)) $x319)))
 (not $x93))))))))
(assert
 (let ((?x292 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x292)))
 (let ((?x78 (* ?x383 4)))
 (let ((?x434 (* ?x78 8)))
 (let ((?x510 (+ (+ 0 (* ?x434 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x77 (+ ?x510 (* (+ 0 w_lane1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x294 (+ ?x193 ?x77)))
 (<= ?x294 byte))))))))))
(assert
 (let ((?x292 (+ 0 (* w_pid0 8))))
 (let ((?x383 (|loaded i64 from slots_ptr| ?x292)))
 (let ((?x78 (* ?x383 4)))
 (let ((?x434 (* ?x78 8)))
 (let ((?x510 (+ (+ 0 (* ?x434 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x77 (+ ?x510 (* (+ 0 w_lane1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x294 (+ ?x193 ?x77)))
 (< byte (+ ?x294 4)))))))))))
(assert
 (let ((?x525 (+ 0 (* r_pid0 8))))
 (let ((?x203 (|loaded i64 from slots_ptr| ?x525)))
 (let ((?x88 (* ?x203 4)))
 (let ((?x215 (* ?x88 8)))
 (let ((?x217 (+ (+ 0 (* ?x215 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x307 (+ ?x217 (* (+ 0 r_lane1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x519 (+ ?x193 ?x307)))
 (<= ?x519 byte))))))))))
(assert
 (let ((?x525 (+ 0 (* r_pid0 8))))
 (let ((?x203 (|loaded i64 from slots_ptr| ?x525)))
 (let ((?x88 (* ?x203 4)))
 (let ((?x215 (* ?x88 8)))
 (let ((?x217 (+ (+ 0 (* ?x215 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x307 (+ ?x217 (* (+ 0 r_lane1) 4))))
 (let ((?x193 (+ 0 (* 4 0))))
 (let ((?x519 (+ ?x193 ?x307)))
 (< byte (+ ?x519 4)))))))))))
(assert
 (let (($x56 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x56 true))))
(assert
 (let (($x328 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld297_0 1)))) ld297_byte))))
 (and (and (>= ld297_0 0) (< ld297_0 s33)) (and (>= ld297_byte 0) (< ld297_byte 8)) $x328)))
(assert
 (let (($x497 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld298_0 1)))) ld298_byte))))
 (and (and (>= ld298_0 0) (< ld298_0 s33)) (and (>= ld298_byte 0) (< ld298_byte 8)) $x497)))
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
