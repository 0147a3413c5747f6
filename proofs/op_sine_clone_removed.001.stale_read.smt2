; program op_sine_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r184_byte () Int)
(declare-fun r184_0 () Int)
(declare-fun byte () Int)
(declare-fun w185_byte () Int)
(declare-fun w185_0 () Int)
(assert
 (let (($x387 (= byte (+ (+ 0 (* 4 (+ 0 (* r184_0 1)))) r184_byte))))
 (and (and (>= r184_0 0) (< r184_0 16)) (and (>= r184_byte 0) (< r184_byte 4)) $x387)))
(assert
 (let (($x75 (= byte (+ (+ 0 (* 4 (+ 0 (* w185_0 1)))) w185_byte))))
(and (and (>= w185_0 0) (< w185_0 16)) (and (>= w185_byte 0) (< w185_byte 4)) $x75)))
(check-sat)
