; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r709_byte () Int)
(declare-fun r709_0 () Int)
(declare-fun byte () Int)
(declare-fun w710_byte () Int)
(declare-fun w710_0 () Int)
(assert
 (let (($x3643 (= byte (+ (+ 0 (* 4 (+ 0 (* r709_0 1)))) r709_byte))))
 (and (and (>= r709_0 0) (< r709_0 5)) (and (>= r709_byte 0) (< r709_byte 4)) $x3643)))
(assert
 (let (($x1830 (= byte (+ (+ 0 (* 4 (+ 0 (* w710_0 1)))) w710_byte))))
(and (and (>= w710_0 0) (< w710_0 5)) (and (>= w710_byte 0) (< w710_byte 4)) $x1830)))
(check-sat)
