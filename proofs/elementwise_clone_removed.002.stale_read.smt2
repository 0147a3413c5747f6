; program elementwise_clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r68_byte () Int)
(declare-fun r68_0 () Int)
(declare-fun byte () Int)
(declare-fun w69_byte () Int)
(declare-fun w69_0 () Int)
(assert
 (let (($x29 (= byte (+ (+ 0 (* 4 (+ 0 (* r68_0 1)))) r68_byte))))
 (and (and (>= r68_0 0) (< r68_0 16)) (and (>= r68_byte 0) (< r68_byte 4)) $x29)))
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 0 (* w69_0 1)))) w69_byte))))
(and (and (>= w69_0 0) (< w69_0 16)) (and (>= w69_byte 0) (< w69_byte 4)) $x67)))
(check-sat)
