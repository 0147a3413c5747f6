; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r707_byte () Int)
(declare-fun r707_0 () Int)
(declare-fun byte () Int)
(declare-fun w708_byte () Int)
(declare-fun w708_0 () Int)
(assert
 (let (($x374 (= byte (+ (+ 0 (* 4 (+ 0 (* r707_0 1)))) r707_byte))))
 (and (and (>= r707_0 0) (< r707_0 5)) (and (>= r707_byte 0) (< r707_byte 4)) $x374)))
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* w708_0 1)))) w708_byte))))
(and (and (>= w708_0 0) (< w708_0 5)) (and (>= w708_byte 0) (< w708_byte 4)) $x338)))
(check-sat)
