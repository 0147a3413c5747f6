; program index_put_on_input_view, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r216_byte () Int)
(declare-fun r216_1 () Int)
(declare-fun r216_0 () Int)
(declare-fun byte () Int)
(declare-fun w217_byte () Int)
(declare-fun w217_0 () Int)
(assert
 (let ((?x87 (+ 0 (* 4 (+ 0 (+ (* r216_0 8) (* r216_1 1)))))))
 (and (and (>= r216_0 0) (< r216_0 2)) (and (>= r216_1 0) (< r216_1 8)) (and (>= r216_byte 0) (< r216_byte 4)) (= byte (+ ?x87 r216_byte)))))
(assert
 (let (($x1274 (= byte (+ (+ 0 (* 4 (+ 0 (* w217_0 1)))) w217_byte))))
(and (and (>= w217_0 0) (< w217_0 8)) (and (>= w217_byte 0) (< w217_byte 4)) $x1274)))
(check-sat)
