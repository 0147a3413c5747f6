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
 (and (>= w_pid0 0) (< w_pid0 s33)))
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
 (let (($x445 (or (< (* (+ 0 w_lane0) 8) (- 2147483648)) (>= (* (+ 0 w_lane0) 8) 2147483648))))
 (let ((?x448 (+ 0 (* w_pid0 8))))
 (let ((?x231 (|loaded i64 from slots_ptr| ?x448)))
 (let ((?x432 (* ?x231 4)))
 (let ((?x454 (* ?x432 8)))
 (let (($x30 (or (or (< ?x432 (- 9223372036854775808)) (>= ?x432 9223372036854775808)) (or (< ?x454 (- 9223372036854775808)) (>= ?x454 9223372036854775808)) $x445)))
 (not $x30))))))))
(assert
 (and (>= r_pid0 0) (< r_pid0 s33)))
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
 (let (($x436 (or (< (* (+ 0 r_lane0) 8) (- 2147483648)) (>= (* (+ 0 r_lane0) 8) 2147483648))))
 (let ((?x336 (+ 0 (* r_pid0 8))))
 (let ((?x417 (|loaded i64 from slots_ptr| ?x336)))
 (let ((?x368 (* ?x417 4)))
 (let ((?x460 (* ?x368 8)))
 (let (($x429 (or (or (< ?x368 (- 9223372036854775808)) (>= ?x368 9223372036854775808)) (or (< ?x460 (- 9223372036854775808)) (>= ?x460 9223372036854775808)) $x436)))
 (not $x429))))))))
(assert
 (let ((?x448 (+ 0 (* w_pid0 8))))
 (let ((?x231 (|loaded i64 from slots_ptr| ?x448)))
 (let ((?x432 (* ?x231 4)))
 (let ((?x454 (* ?x432 8)))
 (let ((?x169 (+ (+ 0 (* ?x454 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x183 (+ ?x169 (* (+ 0 w_lane1) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x473 (+ ?x65 ?x183)))
 (<= ?x473 byte))))))))))
(assert
 (let ((?x448 (+ 0 (* w_pid0 8))))
 (let ((?x231 (|loaded i64 from slots_ptr| ?x448)))
 (let ((?x432 (* ?x231 4)))
 (let ((?x454 (* ?x432 8)))
 (let ((?x169 (+ (+ 0 (* ?x454 4)) (* (* (+ 0 w_lane0) 8) 4))))
 (let ((?x183 (+ ?x169 (* (+ 0 w_lane1) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x473 (+ ?x65 ?x183)))
 (< byte (+ ?x473 4)))))))))))
(assert
 (let ((?x336 (+ 0 (* r_pid0 8))))
 (let ((?x417 (|loaded i64 from slots_ptr| ?x336)))
 (let ((?x368 (* ?x417 4)))
 (let ((?x460 (* ?x368 8)))
 (let ((?x452 (+ (+ 0 (* ?x460 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x97 (+ ?x452 (* (+ 0 r_lane1) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x471 (+ ?x65 ?x97)))
 (<= ?x471 byte))))))))))
(assert
 (let ((?x336 (+ 0 (* r_pid0 8))))
 (let ((?x417 (|loaded i64 from slots_ptr| ?x336)))
 (let ((?x368 (* ?x417 4)))
 (let ((?x460 (* ?x368 8)))
 (let ((?x452 (+ (+ 0 (* ?x460 4)) (* (* (+ 0 r_lane0) 8) 4))))
 (let ((?x97 (+ ?x452 (* (+ 0 r_lane1) 4))))
 (let ((?x65 (+ 0 (* 4 0))))
 (let ((?x471 (+ ?x65 ?x97)))
 (< byte (+ ?x471 4)))))))))))
(assert
 (let (($x147 (and (= r_pid0 w_pid0) (= r_pid1 w_pid1) (= r_pid2 w_pid2))))
 (not (and $x147 true))))
(assert
 (let (($x251 (= (+ (+ 0 (* 8 0)) (+ 0 (* w_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld297_0 1)))) ld297_byte))))
 (and (and (>= ld297_0 0) (< ld297_0 s33)) (and (>= ld297_byte 0) (< ld297_byte 8)) $x251)))
(assert
 (let (($x403 (= (+ (+ 0 (* 8 0)) (+ 0 (* r_pid0 8))) (+ (+ 0 (* 8 (+ 0 (* ld298_0 1)))) ld298_byte))))
 (and (and (>= ld298_0 0) (< ld298_0 s33)) (and (>= ld298_byte 0) (< ld298_byte 8)) $x403)))
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
