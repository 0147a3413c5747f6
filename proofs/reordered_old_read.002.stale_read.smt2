; program reordered_old_read, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r104_byte () Int)
(declare-fun r104_0 () Int)
(declare-fun byte () Int)
(declare-fun w105_byte () Int)
(declare-fun w105_0 () Int)
(assert
 (let (($x210 (= byte (+ (+ 0 (* 4 (+ 0 (* r104_0 1)))) r104_byte))))
 (and (and (>= r104_0 0) (< r104_0 16)) (and (>= r104_byte 0) (< r104_byte 4)) $x210)))
(assert
 (let (($x266 (= byte (+ (+ 0 (* 4 (+ 0 (* w105_0 1)))) w105_byte))))
(and (and (>= w105_0 0) (< w105_0 16)) (and (>= w105_byte 0) (< w105_byte 4)) $x266)))
(check-sat)
