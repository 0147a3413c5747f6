; program intermediate_row, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r86_byte () Int)
(declare-fun r86_1 () Int)
(declare-fun r86_0 () Int)
(declare-fun byte () Int)
(declare-fun w87_byte () Int)
(declare-fun w87_1 () Int)
(declare-fun w87_0 () Int)
(assert
 (let ((?x99 (+ 0 (* 4 (+ 0 (+ (* r86_0 8) (* r86_1 1)))))))
 (and (and (>= r86_0 0) (< r86_0 4)) (and (>= r86_1 0) (< r86_1 8)) (and (>= r86_byte 0) (< r86_byte 4)) (= byte (+ ?x99 r86_byte)))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* w87_0 8) (* w87_1 1)))))))
(and (and (>= w87_0 0) (< w87_0 4)) (and (>= w87_1 0) (< w87_1 8)) (and (>= w87_byte 0) (< w87_byte 4)) (= byte (+ ?x269 w87_byte)))))
(check-sat)
