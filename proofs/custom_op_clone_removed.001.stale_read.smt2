; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r440_byte () Int)
(declare-fun r440_0 () Int)
(declare-fun byte () Int)
(declare-fun w441_byte () Int)
(declare-fun w441_0 () Int)
(assert
 (let (($x2679 (= byte (+ (+ 0 (* 4 (+ 0 (* r440_0 1)))) r440_byte))))
 (and (and (>= r440_0 0) (< r440_0 16)) (and (>= r440_byte 0) (< r440_byte 4)) $x2679)))
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* w441_0 1)))) w441_byte))))
(and (and (>= w441_0 0) (< w441_0 16)) (and (>= w441_byte 0) (< w441_byte 4)) $x338)))
(check-sat)
