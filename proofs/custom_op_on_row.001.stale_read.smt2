; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r436_byte () Int)
(declare-fun r436_1 () Int)
(declare-fun r436_0 () Int)
(declare-fun byte () Int)
(declare-fun w437_byte () Int)
(declare-fun w437_0 () Int)
(assert
 (let ((?x266 (+ 0 (* 4 (+ 0 (+ (* r436_0 16) (* r436_1 1)))))))
 (and (and (>= r436_0 0) (< r436_0 8)) (and (>= r436_1 0) (< r436_1 16)) (and (>= r436_byte 0) (< r436_byte 4)) (= byte (+ ?x266 r436_byte)))))
(assert
 (let (($x538 (= byte (+ (+ 0 (* 4 (+ 0 (* w437_0 1)))) w437_byte))))
(and (and (>= w437_0 0) (< w437_0 16)) (and (>= w437_byte 0) (< w437_byte 4)) $x538)))
(check-sat)
