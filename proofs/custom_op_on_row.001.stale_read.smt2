; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r944_byte () Int)
(declare-fun r944_1 () Int)
(declare-fun r944_0 () Int)
(declare-fun byte () Int)
(declare-fun w945_byte () Int)
(declare-fun w945_0 () Int)
(assert
 (let ((?x165 (+ 0 (* 4 (+ 0 (+ (* r944_0 16) (* r944_1 1)))))))
 (and (and (>= r944_0 0) (< r944_0 8)) (and (>= r944_1 0) (< r944_1 16)) (and (>= r944_byte 0) (< r944_byte 4)) (= byte (+ ?x165 r944_byte)))))
(assert
 (let (($x477 (= byte (+ (+ 0 (* 4 (+ 0 (* w945_0 1)))) w945_byte))))
(and (and (>= w945_0 0) (< w945_0 16)) (and (>= w945_byte 0) (< w945_byte 4)) $x477)))
(check-sat)
