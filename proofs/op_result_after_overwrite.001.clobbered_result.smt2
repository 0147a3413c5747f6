; program op_result_after_overwrite, auto_functionalized_v2.0: clobbered result (end of graph reads getitem_1 vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r198_byte () Int)
(declare-fun r198_0 () Int)
(declare-fun byte () Int)
(declare-fun w199_byte () Int)
(declare-fun w199_0 () Int)
(assert
 (let (($x439 (= byte (+ (+ 0 (* 4 (+ 0 (* r198_0 1)))) r198_byte))))
 (and (and (>= r198_0 0) (< r198_0 16)) (and (>= r198_byte 0) (< r198_byte 4)) $x439)))
(assert
 (let (($x229 (= byte (+ (+ 0 (* 4 (+ 0 (* w199_0 1)))) w199_byte))))
(and (and (>= w199_0 0) (< w199_0 16)) (and (>= w199_byte 0) (< w199_byte 4)) $x229)))
(check-sat)
