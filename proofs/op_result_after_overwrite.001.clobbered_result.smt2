; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r112_byte () Int)
(declare-fun r112_0 () Int)
(declare-fun byte () Int)
(declare-fun w113_byte () Int)
(declare-fun w113_0 () Int)
(assert
 (let (($x237 (= byte (+ (+ 0 (* 4 (+ 0 (* r112_0 1)))) r112_byte))))
 (and (and (>= r112_0 0) (< r112_0 16)) (and (>= r112_byte 0) (< r112_byte 4)) $x237)))
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* w113_0 1)))) w113_byte))))
(and (and (>= w113_0 0) (< w113_0 16)) (and (>= w113_byte 0) (< w113_byte 4)) $x85)))
(check-sat)
