; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r900_byte () Int)
(declare-fun r900_0 () Int)
(declare-fun byte () Int)
(declare-fun w901_byte () Int)
(declare-fun w901_0 () Int)
(assert
 (let (($x197 (= byte (+ (+ 0 (* 4 (+ 0 (* r900_0 1)))) r900_byte))))
 (and (and (>= r900_0 0) (< r900_0 16)) (and (>= r900_byte 0) (< r900_byte 4)) $x197)))
(assert
 (let (($x700 (= byte (+ (+ 0 (* 4 (+ 0 (* w901_0 1)))) w901_byte))))
(and (and (>= w901_0 0) (< w901_0 16)) (and (>= w901_byte 0) (< w901_byte 4)) $x700)))
(check-sat)
