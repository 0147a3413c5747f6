; program read_then_zeroed, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r912_byte () Int)
(declare-fun r912_0 () Int)
(declare-fun byte () Int)
(declare-fun w913_byte () Int)
(declare-fun w913_0 () Int)
(assert
 (let (($x60 (= byte (+ (+ 0 (* 4 (+ 0 (* r912_0 1)))) r912_byte))))
 (and (and (>= r912_0 0) (< r912_0 32)) (and (>= r912_byte 0) (< r912_byte 4)) $x60)))
(assert
 (let (($x293 (= byte (+ (+ 0 (* 4 (+ 0 (* w913_0 1)))) w913_byte))))
(and (and (>= w913_0 0) (< w913_0 32)) (and (>= w913_byte 0) (< w913_byte 4)) $x293)))
(check-sat)
