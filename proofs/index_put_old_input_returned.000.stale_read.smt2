; program index_put_old_input_returned, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r233_byte () Int)
(declare-fun r233_0 () Int)
(declare-fun byte () Int)
(declare-fun w234_byte () Int)
(declare-fun w234_0 () Int)
(assert
 (let (($x163 (= byte (+ (+ 0 (* 4 (+ 0 (* r233_0 1)))) r233_byte))))
 (and (and (>= r233_0 0) (< r233_0 8)) (and (>= r233_byte 0) (< r233_byte 4)) $x163)))
(assert
 (let (($x285 (= byte (+ (+ 0 (* 4 (+ 0 (* w234_0 1)))) w234_byte))))
(and (and (>= w234_0 0) (< w234_0 8)) (and (>= w234_byte 0) (< w234_byte 4)) $x285)))
(check-sat)
