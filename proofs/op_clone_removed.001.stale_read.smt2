; program op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r174_byte () Int)
(declare-fun r174_0 () Int)
(declare-fun byte () Int)
(declare-fun w175_byte () Int)
(declare-fun w175_0 () Int)
(assert
 (let (($x64 (= byte (+ (+ 0 (* 4 (+ 0 (* r174_0 1)))) r174_byte))))
 (and (and (>= r174_0 0) (< r174_0 16)) (and (>= r174_byte 0) (< r174_byte 4)) $x64)))
(assert
 (let (($x126 (= byte (+ (+ 0 (* 4 (+ 0 (* w175_0 1)))) w175_byte))))
(and (and (>= w175_0 0) (< w175_0 16)) (and (>= w175_byte 0) (< w175_byte 4)) $x126)))
(check-sat)
