; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r896_byte () Int)
(declare-fun r896_1 () Int)
(declare-fun r896_0 () Int)
(declare-fun byte () Int)
(declare-fun w897_byte () Int)
(declare-fun w897_0 () Int)
(assert
 (let ((?x204 (+ 0 (* 4 (+ 0 (+ (* r896_0 16) (* r896_1 1)))))))
 (and (and (>= r896_0 0) (< r896_0 8)) (and (>= r896_1 0) (< r896_1 16)) (and (>= r896_byte 0) (< r896_byte 4)) (= byte (+ ?x204 r896_byte)))))
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* w897_0 1)))) w897_byte))))
(and (and (>= w897_0 0) (< w897_0 16)) (and (>= w897_byte 0) (< w897_byte 4)) $x264)))
(check-sat)
