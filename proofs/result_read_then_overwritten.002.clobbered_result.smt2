; program result_read_then_overwritten, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r25_byte () Int)
(declare-fun r25_0 () Int)
(declare-fun byte () Int)
(declare-fun w26_byte () Int)
(declare-fun w26_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r25_0 1)))) r25_byte))))
 (and (and (>= r25_0 0) (< r25_0 16)) (and (>= r25_byte 0) (< r25_byte 4)) $x143)))
(assert
 (let (($x65 (= byte (+ (+ 0 (* 4 (+ 0 (* w26_0 1)))) w26_byte))))
(and (and (>= w26_0 0) (< w26_0 16)) (and (>= w26_byte 0) (< w26_byte 4)) $x65)))
(check-sat)
