; program reordered_old_read, add.self: stale read (copy_ reads getitem vs add self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r144_byte () Int)
(declare-fun r144_0 () Int)
(declare-fun byte () Int)
(declare-fun w145_byte () Int)
(declare-fun w145_0 () Int)
(assert
 (let (($x114 (= byte (+ (+ 0 (* 4 (+ 0 (* r144_0 1)))) r144_byte))))
 (and (and (>= r144_0 0) (< r144_0 16)) (and (>= r144_byte 0) (< r144_byte 4)) $x114)))
(assert
 (let (($x232 (= byte (+ (+ 0 (* 4 (+ 0 (* w145_0 1)))) w145_byte))))
(and (and (>= w145_0 0) (< w145_0 16)) (and (>= w145_byte 0) (< w145_byte 4)) $x232)))
(check-sat)
