; program two_kernels_same_buffer, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r19_byte () Int)
(declare-fun r19_0 () Int)
(declare-fun byte () Int)
(declare-fun w20_byte () Int)
(declare-fun w20_0 () Int)
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* r19_0 1)))) r19_byte))))
 (and (and (>= r19_0 0) (< r19_0 16)) (and (>= r19_byte 0) (< r19_byte 4)) $x169)))
(assert
 (let (($x114 (= byte (+ (+ 0 (* 4 (+ 0 (* w20_0 1)))) w20_byte))))
(and (and (>= w20_0 0) (< w20_0 16)) (and (>= w20_byte 0) (< w20_byte 4)) $x114)))
(check-sat)
