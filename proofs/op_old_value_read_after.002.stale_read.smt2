; program op_old_value_read_after, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r192_byte () Int)
(declare-fun r192_0 () Int)
(declare-fun byte () Int)
(declare-fun w193_byte () Int)
(declare-fun w193_0 () Int)
(assert
 (let (($x365 (= byte (+ (+ 0 (* 4 (+ 0 (* r192_0 1)))) r192_byte))))
 (and (and (>= r192_0 0) (< r192_0 16)) (and (>= r192_byte 0) (< r192_byte 4)) $x365)))
(assert
 (let (($x386 (= byte (+ (+ 0 (* 4 (+ 0 (* w193_0 1)))) w193_byte))))
(and (and (>= w193_0 0) (< w193_0 16)) (and (>= w193_byte 0) (< w193_byte 4)) $x386)))
(check-sat)
