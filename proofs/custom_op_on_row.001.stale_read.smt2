; program custom_op_on_row, add.self: stale read (copy_ reads getitem_1 vs add self=select_2)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r948_byte () Int)
(declare-fun r948_1 () Int)
(declare-fun r948_0 () Int)
(declare-fun byte () Int)
(declare-fun w949_byte () Int)
(declare-fun w949_0 () Int)
(assert
 (let ((?x330 (+ 0 (* 4 (+ 0 (+ (* r948_0 16) (* r948_1 1)))))))
 (and (and (>= r948_0 0) (< r948_0 8)) (and (>= r948_1 0) (< r948_1 16)) (and (>= r948_byte 0) (< r948_byte 4)) (= byte (+ ?x330 r948_byte)))))
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* w949_0 1)))) w949_byte))))
(and (and (>= w949_0 0) (< w949_0 16)) (and (>= w949_byte 0) (< w949_byte 4)) $x145)))
(check-sat)
