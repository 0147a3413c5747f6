; program clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r83_byte () Int)
(declare-fun r83_0 () Int)
(declare-fun byte () Int)
(declare-fun w84_byte () Int)
(declare-fun w84_0 () Int)
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* r83_0 1)))) r83_byte))))
 (and (and (>= r83_0 0) (< r83_0 16)) (and (>= r83_byte 0) (< r83_byte 4)) $x69)))
(assert
 (let (($x86 (= byte (+ (+ 0 (* 4 (+ 0 (* w84_0 1)))) w84_byte))))
(and (and (>= w84_0 0) (< w84_0 16)) (and (>= w84_byte 0) (< w84_byte 4)) $x86)))
(check-sat)
