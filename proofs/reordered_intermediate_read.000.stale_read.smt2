; program reordered_intermediate_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r130_byte () Int)
(declare-fun r130_0 () Int)
(declare-fun byte () Int)
(declare-fun w131_byte () Int)
(declare-fun w131_0 () Int)
(assert
 (let (($x30 (= byte (+ (+ 0 (* 4 (+ 0 (* r130_0 1)))) r130_byte))))
 (and (and (>= r130_0 0) (< r130_0 16)) (and (>= r130_byte 0) (< r130_byte 4)) $x30)))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 0 (* w131_0 1)))) w131_byte))))
(and (and (>= w131_0 0) (< w131_0 16)) (and (>= w131_byte 0) (< w131_byte 4)) $x92)))
(check-sat)
