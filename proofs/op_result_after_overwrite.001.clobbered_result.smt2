; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r152_byte () Int)
(declare-fun r152_0 () Int)
(declare-fun byte () Int)
(declare-fun w153_byte () Int)
(declare-fun w153_0 () Int)
(assert
 (let (($x140 (= byte (+ (+ 0 (* 4 (+ 0 (* r152_0 1)))) r152_byte))))
 (and (and (>= r152_0 0) (< r152_0 16)) (and (>= r152_byte 0) (< r152_byte 4)) $x140)))
(assert
 (let (($x83 (= byte (+ (+ 0 (* 4 (+ 0 (* w153_0 1)))) w153_byte))))
(and (and (>= w153_0 0) (< w153_0 16)) (and (>= w153_byte 0) (< w153_byte 4)) $x83)))
(check-sat)
