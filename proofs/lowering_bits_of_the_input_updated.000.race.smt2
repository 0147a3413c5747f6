; program lowering_bits_of_the_input_updated, lowering of op4: race (read arg0_1[d0] in part 0 vs write arg0_1[d0] in part 0)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: Inductor's loop bodies: a lowered kernel's loads and stores as index expressions over its iterations
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun d0_a () Int)
(declare-fun d0_b () Int)
(assert
 (>= d0_a 0))
(assert
 (> 64 d0_a))
(assert
 (>= d0_b 0))
(assert
 (> 64 d0_b))
(assert
 (= d0_a d0_b))
(assert
 (or (and (distinct d0_a d0_b) true)))
(assert
 (>= d0_a 0))
(assert
 (>= d0_b 0))
(check-sat)
