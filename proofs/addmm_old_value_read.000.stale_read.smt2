; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1076_byte () Int)
(declare-fun r1076_1 () Int)
(declare-fun r1076_0 () Int)
(declare-fun byte () Int)
(declare-fun w1077_byte () Int)
(declare-fun w1077_1 () Int)
(declare-fun w1077_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1078_byte () Int)
(declare-fun s1078_1 () Int)
(declare-fun s1078_0 () Int)
(assert
 (let ((?x732 (+ 0 (* 4 (+ 0 (+ (* r1076_0 5) (* r1076_1 1)))))))
 (and (and (>= r1076_0 0) (< r1076_0 3)) (and (>= r1076_1 0) (< r1076_1 5)) (and (>= r1076_byte 0) (< r1076_byte 4)) (= byte (+ ?x732 r1076_byte)))))
(assert
 (let ((?x854 (+ 0 (* 4 (+ 0 (+ (* w1077_0 5) (* w1077_1 1)))))))
 (and (and (>= w1077_0 0) (< w1077_0 3)) (and (>= w1077_1 0) (< w1077_1 5)) (and (>= w1077_byte 0) (< w1077_byte 4)) (= byte (+ ?x854 w1077_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x732 (+ 0 (* 4 (+ 0 (+ (* r1076_0 5) (* r1076_1 1)))))))
 (= carried0 (+ ?x732 held_byte0))))
(assert
 (let ((?x1726 (+ 0 (* 4 (+ 0 (+ (* s1078_0 5) (* s1078_1 1)))))))
(and (and (>= s1078_0 0) (< s1078_0 3)) (and (>= s1078_1 0) (< s1078_1 5)) (and (>= s1078_byte 0) (< s1078_byte 4)) (= carried0 (+ ?x1726 s1078_byte)))))
(check-sat)
