; program index_put_on_input_view, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r231_byte () Int)
(declare-fun r231_1 () Int)
(declare-fun r231_0 () Int)
(declare-fun byte () Int)
(declare-fun w232_byte () Int)
(declare-fun w232_0 () Int)
(assert
 (let ((?x266 (+ 0 (* 4 (+ 0 (+ (* r231_0 8) (* r231_1 1)))))))
 (and (and (>= r231_0 0) (< r231_0 2)) (and (>= r231_1 0) (< r231_1 8)) (and (>= r231_byte 0) (< r231_byte 4)) (= byte (+ ?x266 r231_byte)))))
(assert
 (let (($x82 (= byte (+ (+ 0 (* 4 (+ 0 (* w232_0 1)))) w232_byte))))
(and (and (>= w232_0 0) (< w232_0 8)) (and (>= w232_byte 0) (< w232_byte 4)) $x82)))
(check-sat)
