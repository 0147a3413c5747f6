; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1072_byte () Int)
(declare-fun r1072_1 () Int)
(declare-fun r1072_0 () Int)
(declare-fun byte () Int)
(declare-fun w1073_byte () Int)
(declare-fun w1073_1 () Int)
(declare-fun w1073_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1074_byte () Int)
(declare-fun s1074_1 () Int)
(declare-fun s1074_0 () Int)
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* r1072_0 5) (* r1072_1 1)))))))
 (and (and (>= r1072_0 0) (< r1072_0 3)) (and (>= r1072_1 0) (< r1072_1 5)) (and (>= r1072_byte 0) (< r1072_byte 4)) (= byte (+ ?x312 r1072_byte)))))
(assert
 (let ((?x1223 (+ 0 (* 4 (+ 0 (+ (* w1073_0 5) (* w1073_1 1)))))))
 (and (and (>= w1073_0 0) (< w1073_0 3)) (and (>= w1073_1 0) (< w1073_1 5)) (and (>= w1073_byte 0) (< w1073_byte 4)) (= byte (+ ?x1223 w1073_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* r1072_0 5) (* r1072_1 1)))))))
 (= carried0 (+ ?x312 held_byte0))))
(assert
 (let ((?x622 (+ 0 (* 4 (+ 0 (+ (* s1074_0 5) (* s1074_1 1)))))))
(and (and (>= s1074_0 0) (< s1074_0 3)) (and (>= s1074_1 0) (< s1074_1 5)) (and (>= s1074_byte 0) (< s1074_byte 4)) (= carried0 (+ ?x622 s1074_byte)))))
(check-sat)
