; program two_kernels_same_buffer, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r18_byte () Int)
(declare-fun r18_0 () Int)
(declare-fun byte () Int)
(declare-fun w19_byte () Int)
(declare-fun w19_0 () Int)
(assert
 (let (($x127 (= byte (+ (+ 0 (* 4 (+ 0 (* r18_0 1)))) r18_byte))))
 (and (and (>= r18_0 0) (< r18_0 16)) (and (>= r18_byte 0) (< r18_byte 4)) $x127)))
(assert
 (let (($x144 (= byte (+ (+ 0 (* 4 (+ 0 (* w19_0 1)))) w19_byte))))
(and (and (>= w19_0 0) (< w19_0 16)) (and (>= w19_byte 0) (< w19_byte 4)) $x144)))
(check-sat)
