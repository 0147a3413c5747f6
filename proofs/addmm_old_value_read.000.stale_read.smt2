; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r700_byte () Int)
(declare-fun r700_1 () Int)
(declare-fun r700_0 () Int)
(declare-fun byte () Int)
(declare-fun w701_byte () Int)
(declare-fun w701_1 () Int)
(declare-fun w701_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s702_byte () Int)
(declare-fun s702_1 () Int)
(declare-fun s702_0 () Int)
(assert
 (let ((?x1149 (+ 0 (* 4 (+ 0 (+ (* r700_0 5) (* r700_1 1)))))))
 (and (and (>= r700_0 0) (< r700_0 3)) (and (>= r700_1 0) (< r700_1 5)) (and (>= r700_byte 0) (< r700_byte 4)) (= byte (+ ?x1149 r700_byte)))))
(assert
 (let ((?x3624 (+ 0 (* 4 (+ 0 (+ (* w701_0 5) (* w701_1 1)))))))
 (and (and (>= w701_0 0) (< w701_0 3)) (and (>= w701_1 0) (< w701_1 5)) (and (>= w701_byte 0) (< w701_byte 4)) (= byte (+ ?x3624 w701_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1149 (+ 0 (* 4 (+ 0 (+ (* r700_0 5) (* r700_1 1)))))))
 (= observed (+ ?x1149 held_byte))))
(assert
 (let ((?x3728 (+ 0 (* 4 (+ 0 (+ (* s702_0 5) (* s702_1 1)))))))
(and (and (>= s702_0 0) (< s702_0 3)) (and (>= s702_1 0) (< s702_1 5)) (and (>= s702_byte 0) (< s702_byte 4)) (= observed (+ ?x3728 s702_byte)))))
(check-sat)
