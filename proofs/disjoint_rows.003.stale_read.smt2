; program disjoint_rows, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r44_byte () Int)
(declare-fun r44_1 () Int)
(declare-fun r44_0 () Int)
(declare-fun byte () Int)
(declare-fun w45_byte () Int)
(declare-fun w45_0 () Int)
(assert
 (let ((?x143 (+ 0 (* 4 (+ 0 (+ (* r44_0 8) (* r44_1 1)))))))
 (and (and (>= r44_0 0) (< r44_0 4)) (and (>= r44_1 0) (< r44_1 8)) (and (>= r44_byte 0) (< r44_byte 4)) (= byte (+ ?x143 r44_byte)))))
(assert
 (let (($x184 (= byte (+ (+ 0 (* 4 (+ 0 (* w45_0 1)))) w45_byte))))
(and (and (>= w45_0 0) (< w45_0 8)) (and (>= w45_byte 0) (< w45_byte 4)) $x184)))
(check-sat)
