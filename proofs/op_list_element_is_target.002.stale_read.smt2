; program op_list_element_is_target, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r169_byte () Int)
(declare-fun r169_0 () Int)
(declare-fun byte () Int)
(declare-fun w170_byte () Int)
(declare-fun w170_0 () Int)
(assert
 (let (($x200 (= byte (+ (+ 0 (* 4 (+ 0 (* r169_0 1)))) r169_byte))))
 (and (and (>= r169_0 0) (< r169_0 16)) (and (>= r169_byte 0) (< r169_byte 4)) $x200)))
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* w170_0 1)))) w170_byte))))
(and (and (>= w170_0 0) (< w170_0 16)) (and (>= w170_byte 0) (< w170_byte 4)) $x113)))
(check-sat)
