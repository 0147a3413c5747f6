; program op_list_args_two_inputs, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r204_byte () Int)
(declare-fun r204_0 () Int)
(declare-fun byte () Int)
(declare-fun w205_byte () Int)
(declare-fun w205_0 () Int)
(assert
 (let (($x976 (= byte (+ (+ 0 (* 4 (+ 0 (* r204_0 1)))) r204_byte))))
 (and (and (>= r204_0 0) (< r204_0 8)) (and (>= r204_byte 0) (< r204_byte 4)) $x976)))
(assert
 (let (($x1403 (= byte (+ (+ 0 (* 4 (+ 0 (* w205_0 1)))) w205_byte))))
(and (and (>= w205_0 0) (< w205_0 8)) (and (>= w205_byte 0) (< w205_byte 4)) $x1403)))
(check-sat)
