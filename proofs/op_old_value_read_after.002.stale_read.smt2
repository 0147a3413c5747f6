; program op_old_value_read_after, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r194_byte () Int)
(declare-fun r194_0 () Int)
(declare-fun byte () Int)
(declare-fun w195_byte () Int)
(declare-fun w195_0 () Int)
(assert
 (let (($x205 (= byte (+ (+ 0 (* 4 (+ 0 (* r194_0 1)))) r194_byte))))
 (and (and (>= r194_0 0) (< r194_0 16)) (and (>= r194_byte 0) (< r194_byte 4)) $x205)))
(assert
 (let (($x88 (= byte (+ (+ 0 (* 4 (+ 0 (* w195_0 1)))) w195_byte))))
(and (and (>= w195_0 0) (< w195_0 16)) (and (>= w195_byte 0) (< w195_byte 4)) $x88)))
(check-sat)
