; program op_old_value_read_after, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r158_byte () Int)
(declare-fun r158_0 () Int)
(declare-fun byte () Int)
(declare-fun w159_byte () Int)
(declare-fun w159_0 () Int)
(assert
 (let (($x200 (= byte (+ (+ 0 (* 4 (+ 0 (* r158_0 1)))) r158_byte))))
 (and (and (>= r158_0 0) (< r158_0 16)) (and (>= r158_byte 0) (< r158_byte 4)) $x200)))
(assert
 (let (($x63 (= byte (+ (+ 0 (* 4 (+ 0 (* w159_0 1)))) w159_byte))))
(and (and (>= w159_0 0) (< w159_0 16)) (and (>= w159_byte 0) (< w159_byte 4)) $x63)))
(check-sat)
