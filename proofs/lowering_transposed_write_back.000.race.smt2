; program lowering_transposed_write_back, lowering of op2: race (read arg0_1[8*d0 - d1 + 7] in part 0 vs write arg0_1[8*d0 + d1] in part 0)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: Inductor's loop bodies: a lowered kernel's loads and stores as index expressions over its iterations
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun d0_a () Int)
(declare-fun d1_a () Int)
(declare-fun d0_b () Int)
(declare-fun d1_b () Int)
(assert
 (>= d0_a 0))
(assert
 (> 8 d0_a))
(assert
 (>= d1_a 0))
(assert
 (> 8 d1_a))
(assert
 (>= d0_b 0))
(assert
 (> 8 d0_b))
(assert
 (>= d1_b 0))
(assert
 (> 8 d1_b))
(assert
 (let ((?x110 (* 8 d0_b)))
 (let ((?x645 (+ d1_b ?x110)))
 (let ((?x1176 (* 8 d0_a)))
 (let ((?x1121 (+ (+ 7 (* (- 1) d1_a)) ?x1176)))
 (= ?x1121 ?x645))))))
(assert
 (or (and (distinct d0_a d0_b) true) (and (distinct d1_a d1_b) true)))
(assert
 (>= d0_a 0))
(assert
 (>= d1_a 0))
(assert
 (>= d0_b 0))
(assert
 (>= d1_b 0))
(check-sat)
