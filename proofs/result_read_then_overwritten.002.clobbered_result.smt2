; program result_read_then_overwritten, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r24_byte () Int)
(declare-fun r24_0 () Int)
(declare-fun byte () Int)
(declare-fun w25_byte () Int)
(declare-fun w25_0 () Int)
(assert
 (let (($x190 (= byte (+ (+ 0 (* 4 (+ 0 (* r24_0 1)))) r24_byte))))
 (and (and (>= r24_0 0) (< r24_0 16)) (and (>= r24_byte 0) (< r24_byte 4)) $x190)))
(assert
 (let (($x58 (= byte (+ (+ 0 (* 4 (+ 0 (* w25_0 1)))) w25_byte))))
(and (and (>= w25_0 0) (< w25_0 16)) (and (>= w25_byte 0) (< w25_byte 4)) $x58)))
(check-sat)
