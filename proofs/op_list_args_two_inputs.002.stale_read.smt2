; program op_list_args_two_inputs, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r170_byte () Int)
(declare-fun r170_0 () Int)
(declare-fun byte () Int)
(declare-fun w171_byte () Int)
(declare-fun w171_0 () Int)
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 0 (* r170_0 1)))) r170_byte))))
 (and (and (>= r170_0 0) (< r170_0 8)) (and (>= r170_byte 0) (< r170_byte 4)) $x24)))
(assert
 (let (($x879 (= byte (+ (+ 0 (* 4 (+ 0 (* w171_0 1)))) w171_byte))))
(and (and (>= w171_0 0) (< w171_0 8)) (and (>= w171_byte 0) (< w171_byte 4)) $x879)))
(check-sat)
