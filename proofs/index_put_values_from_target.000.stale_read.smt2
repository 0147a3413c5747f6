; program index_put_values_from_target, add.self: stale read (index_put reads arg0_1 vs add self=slice_1)
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
 (let (($x976 (= byte (+ (+ 0 (* 4 (+ 0 (* r222_0 1)))) r222_byte))))
 (and (and (>= r222_0 0) (< r222_0 8)) (and (>= r222_byte 0) (< r222_byte 4)) $x976)))
(assert
 (let (($x457 (= byte (+ (+ 0 (* 4 (+ 0 (* w223_0 1)))) w223_byte))))
(and (and (>= w223_0 0) (< w223_0 2)) (and (>= w223_byte 0) (< w223_byte 4)) $x457)))
(check-sat)
