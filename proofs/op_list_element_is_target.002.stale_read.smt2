; program op_list_element_is_target, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r167_byte () Int)
(declare-fun r167_0 () Int)
(declare-fun byte () Int)
(declare-fun w168_byte () Int)
(declare-fun w168_0 () Int)
(assert
 (let (($x428 (= byte (+ (+ 0 (* 4 (+ 0 (* r167_0 1)))) r167_byte))))
 (and (and (>= r167_0 0) (< r167_0 16)) (and (>= r167_byte 0) (< r167_byte 4)) $x428)))
(assert
 (let (($x282 (= byte (+ (+ 0 (* 4 (+ 0 (* w168_0 1)))) w168_byte))))
(and (and (>= w168_0 0) (< w168_0 16)) (and (>= w168_byte 0) (< w168_byte 4)) $x282)))
(check-sat)
