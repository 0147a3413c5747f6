; program clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r92_byte () Int)
(declare-fun r92_0 () Int)
(declare-fun byte () Int)
(declare-fun w93_byte () Int)
(declare-fun w93_0 () Int)
(assert
 (let (($x305 (= byte (+ (+ 0 (* 4 (+ 0 (* r92_0 1)))) r92_byte))))
 (and (and (>= r92_0 0) (< r92_0 16)) (and (>= r92_byte 0) (< r92_byte 4)) $x305)))
(assert
 (let (($x437 (= byte (+ (+ 0 (* 4 (+ 0 (* w93_0 1)))) w93_byte))))
(and (and (>= w93_0 0) (< w93_0 16)) (and (>= w93_byte 0) (< w93_byte 4)) $x437)))
(check-sat)
