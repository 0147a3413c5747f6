; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r948_byte () Int)
(declare-fun r948_0 () Int)
(declare-fun byte () Int)
(declare-fun w949_byte () Int)
(declare-fun w949_0 () Int)
(assert
 (let (($x236 (= byte (+ (+ 0 (* 4 (+ 0 (* r948_0 1)))) r948_byte))))
 (and (and (>= r948_0 0) (< r948_0 16)) (and (>= r948_byte 0) (< r948_byte 4)) $x236)))
(assert
 (let (($x682 (= byte (+ (+ 0 (* 4 (+ 0 (* w949_0 1)))) w949_byte))))
(and (and (>= w949_0 0) (< w949_0 16)) (and (>= w949_byte 0) (< w949_byte 4)) $x682)))
(check-sat)
