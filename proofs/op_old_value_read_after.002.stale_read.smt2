; program op_old_value_read_after, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r206_byte () Int)
(declare-fun r206_0 () Int)
(declare-fun byte () Int)
(declare-fun w207_byte () Int)
(declare-fun w207_0 () Int)
(assert
 (let (($x447 (= byte (+ (+ 0 (* 4 (+ 0 (* r206_0 1)))) r206_byte))))
 (and (and (>= r206_0 0) (< r206_0 16)) (and (>= r206_byte 0) (< r206_byte 4)) $x447)))
(assert
 (let (($x148 (= byte (+ (+ 0 (* 4 (+ 0 (* w207_0 1)))) w207_byte))))
(and (and (>= w207_0 0) (< w207_0 16)) (and (>= w207_byte 0) (< w207_byte 4)) $x148)))
(check-sat)
