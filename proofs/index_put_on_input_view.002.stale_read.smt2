; program index_put_on_input_view, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r178_byte () Int)
(declare-fun r178_1 () Int)
(declare-fun r178_0 () Int)
(declare-fun byte () Int)
(declare-fun w179_byte () Int)
(declare-fun w179_0 () Int)
(assert
 (let ((?x976 (+ 0 (* 4 (+ 0 (+ (* r178_0 8) (* r178_1 1)))))))
 (and (and (>= r178_0 0) (< r178_0 2)) (and (>= r178_1 0) (< r178_1 8)) (and (>= r178_byte 0) (< r178_byte 4)) (= byte (+ ?x976 r178_byte)))))
(assert
 (let (($x123 (= byte (+ (+ 0 (* 4 (+ 0 (* w179_0 1)))) w179_byte))))
(and (and (>= w179_0 0) (< w179_0 8)) (and (>= w179_byte 0) (< w179_byte 4)) $x123)))
(check-sat)
