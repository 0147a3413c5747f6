; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r187_byte () Int)
(declare-fun r187_0 () Int)
(declare-fun byte () Int)
(declare-fun w188_byte () Int)
(declare-fun w188_0 () Int)
(assert
 (let (($x516 (= byte (+ (+ 0 (* 4 (+ 0 (* r187_0 1)))) r187_byte))))
 (and (and (>= r187_0 0) (< r187_0 16)) (and (>= r187_byte 0) (< r187_byte 4)) $x516)))
(assert
 (let (($x365 (= byte (+ (+ 0 (* 4 (+ 0 (* w188_0 1)))) w188_byte))))
(and (and (>= w188_0 0) (< w188_0 16)) (and (>= w188_byte 0) (< w188_byte 4)) $x365)))
(check-sat)
