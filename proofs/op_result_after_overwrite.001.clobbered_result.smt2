; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r185_byte () Int)
(declare-fun r185_0 () Int)
(declare-fun byte () Int)
(declare-fun w186_byte () Int)
(declare-fun w186_0 () Int)
(assert
 (let (($x205 (= byte (+ (+ 0 (* 4 (+ 0 (* r185_0 1)))) r185_byte))))
 (and (and (>= r185_0 0) (< r185_0 16)) (and (>= r185_byte 0) (< r185_byte 4)) $x205)))
(assert
 (let (($x1194 (= byte (+ (+ 0 (* 4 (+ 0 (* w186_0 1)))) w186_byte))))
(and (and (>= w186_0 0) (< w186_0 16)) (and (>= w186_byte 0) (< w186_byte 4)) $x1194)))
(check-sat)
