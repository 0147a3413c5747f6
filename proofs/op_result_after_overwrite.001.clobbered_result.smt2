; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r110_byte () Int)
(declare-fun r110_0 () Int)
(declare-fun byte () Int)
(declare-fun w111_byte () Int)
(declare-fun w111_0 () Int)
(assert
 (let (($x132 (= byte (+ (+ 0 (* 4 (+ 0 (* r110_0 1)))) r110_byte))))
 (and (and (>= r110_0 0) (< r110_0 16)) (and (>= r110_byte 0) (< r110_byte 4)) $x132)))
(assert
 (let (($x170 (= byte (+ (+ 0 (* 4 (+ 0 (* w111_0 1)))) w111_byte))))
(and (and (>= w111_0 0) (< w111_0 16)) (and (>= w111_byte 0) (< w111_byte 4)) $x170)))
(check-sat)
