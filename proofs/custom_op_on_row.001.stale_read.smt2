; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r606_byte () Int)
(declare-fun r606_1 () Int)
(declare-fun r606_0 () Int)
(declare-fun byte () Int)
(declare-fun w607_byte () Int)
(declare-fun w607_0 () Int)
(assert
 (let ((?x130 (+ 0 (* 4 (+ 0 (+ (* r606_0 16) (* r606_1 1)))))))
 (and (and (>= r606_0 0) (< r606_0 8)) (and (>= r606_1 0) (< r606_1 16)) (and (>= r606_byte 0) (< r606_byte 4)) (= byte (+ ?x130 r606_byte)))))
(assert
 (let (($x1318 (= byte (+ (+ 0 (* 4 (+ 0 (* w607_0 1)))) w607_byte))))
(and (and (>= w607_0 0) (< w607_0 16)) (and (>= w607_byte 0) (< w607_byte 4)) $x1318)))
(check-sat)
