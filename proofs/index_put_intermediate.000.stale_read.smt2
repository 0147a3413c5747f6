; program index_put_intermediate, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r222_byte () Int)
(declare-fun r222_0 () Int)
(declare-fun byte () Int)
(declare-fun w223_byte () Int)
(declare-fun w223_0 () Int)
(assert
 (let (($x1186 (= byte (+ (+ 0 (* 4 (+ 0 (* r222_0 1)))) r222_byte))))
 (and (and (>= r222_0 0) (< r222_0 8)) (and (>= r222_byte 0) (< r222_byte 4)) $x1186)))
(assert
 (let (($x859 (= byte (+ (+ 0 (* 4 (+ 0 (* w223_0 1)))) w223_byte))))
(and (and (>= w223_0 0) (< w223_0 8)) (and (>= w223_byte 0) (< w223_byte 4)) $x859)))
(check-sat)
