; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r608_byte () Int)
(declare-fun r608_1 () Int)
(declare-fun r608_0 () Int)
(declare-fun byte () Int)
(declare-fun w609_byte () Int)
(declare-fun w609_0 () Int)
(assert
 (let ((?x497 (+ 0 (* 4 (+ 0 (+ (* r608_0 16) (* r608_1 1)))))))
 (and (and (>= r608_0 0) (< r608_0 8)) (and (>= r608_1 0) (< r608_1 16)) (and (>= r608_byte 0) (< r608_byte 4)) (= byte (+ ?x497 r608_byte)))))
(assert
 (let (($x49468 (= byte (+ (+ 0 (* 4 (+ 0 (* w609_0 1)))) w609_byte))))
(and (and (>= w609_0 0) (< w609_0 16)) (and (>= w609_byte 0) (< w609_byte 4)) $x49468)))
(check-sat)
