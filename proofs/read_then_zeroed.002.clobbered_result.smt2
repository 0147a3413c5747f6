; program read_then_zeroed, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r452_byte () Int)
(declare-fun r452_0 () Int)
(declare-fun byte () Int)
(declare-fun w453_byte () Int)
(declare-fun w453_0 () Int)
(assert
 (let (($x843 (= byte (+ (+ 0 (* 4 (+ 0 (* r452_0 1)))) r452_byte))))
 (and (and (>= r452_0 0) (< r452_0 32)) (and (>= r452_byte 0) (< r452_byte 4)) $x843)))
(assert
 (let (($x93 (= byte (+ (+ 0 (* 4 (+ 0 (* w453_0 1)))) w453_byte))))
(and (and (>= w453_0 0) (< w453_0 32)) (and (>= w453_byte 0) (< w453_byte 4)) $x93)))
(check-sat)
