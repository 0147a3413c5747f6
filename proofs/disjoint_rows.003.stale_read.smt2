; program disjoint_rows, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r43_byte () Int)
(declare-fun r43_1 () Int)
(declare-fun r43_0 () Int)
(declare-fun byte () Int)
(declare-fun w44_byte () Int)
(declare-fun w44_0 () Int)
(assert
 (let ((?x96 (+ 0 (* 4 (+ 0 (+ (* r43_0 8) (* r43_1 1)))))))
 (and (and (>= r43_0 0) (< r43_0 4)) (and (>= r43_1 0) (< r43_1 8)) (and (>= r43_byte 0) (< r43_byte 4)) (= byte (+ ?x96 r43_byte)))))
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 0 (* w44_0 1)))) w44_byte))))
(and (and (>= w44_0 0) (< w44_0 8)) (and (>= w44_byte 0) (< w44_byte 4)) $x110)))
(check-sat)
