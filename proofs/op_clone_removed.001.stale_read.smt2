; program op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r161_byte () Int)
(declare-fun r161_0 () Int)
(declare-fun byte () Int)
(declare-fun w162_byte () Int)
(declare-fun w162_0 () Int)
(assert
 (let (($x344 (= byte (+ (+ 0 (* 4 (+ 0 (* r161_0 1)))) r161_byte))))
 (and (and (>= r161_0 0) (< r161_0 16)) (and (>= r161_byte 0) (< r161_byte 4)) $x344)))
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 0 (* w162_0 1)))) w162_byte))))
(and (and (>= w162_0 0) (< w162_0 16)) (and (>= w162_byte 0) (< w162_byte 4)) $x55)))
(check-sat)
