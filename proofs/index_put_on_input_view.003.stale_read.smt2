; program index_put_on_input_view, add.self: stale read (copy_ reads select_scatter vs add self=select_3)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r218_byte () Int)
(declare-fun r218_1 () Int)
(declare-fun r218_0 () Int)
(declare-fun byte () Int)
(declare-fun w219_byte () Int)
(declare-fun w219_0 () Int)
(assert
 (let ((?x971 (+ 0 (* 4 (+ 0 (+ (* r218_0 8) (* r218_1 1)))))))
 (and (and (>= r218_0 0) (< r218_0 2)) (and (>= r218_1 0) (< r218_1 8)) (and (>= r218_byte 0) (< r218_byte 4)) (= byte (+ ?x971 r218_byte)))))
(assert
 (let (($x529 (= byte (+ (+ 0 (* 4 (+ 0 (* w219_0 1)))) w219_byte))))
(and (and (>= w219_0 0) (< w219_0 8)) (and (>= w219_byte 0) (< w219_byte 4)) $x529)))
(check-sat)
