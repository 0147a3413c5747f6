; program identity_copied_out, add.self: stale read (end of graph reads arg1_1 vs add self=arg1_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1112_byte () Int)
(declare-fun r1112_1 () Int)
(declare-fun r1112_0 () Int)
(declare-fun byte () Int)
(declare-fun w1113_byte () Int)
(declare-fun w1113_1 () Int)
(declare-fun w1113_0 () Int)
(assert
 (let ((?x85 (+ 0 (* 4 (+ 0 (+ (* r1112_0 4) (* r1112_1 1)))))))
 (and (and (>= r1112_0 0) (< r1112_0 4)) (and (>= r1112_1 0) (< r1112_1 4)) (and (>= r1112_byte 0) (< r1112_byte 4)) (= byte (+ ?x85 r1112_byte)))))
(assert
 (let ((?x1078 (+ 0 (* 4 (+ 0 (+ (* w1113_0 4) (* w1113_1 1)))))))
(and (and (>= w1113_0 0) (< w1113_0 4)) (and (>= w1113_1 0) (< w1113_1 4)) (and (>= w1113_byte 0) (< w1113_byte 4)) (= byte (+ ?x1078 w1113_byte)))))
(check-sat)
