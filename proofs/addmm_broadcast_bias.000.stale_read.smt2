; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r516_byte () Int)
(declare-fun r516_0 () Int)
(declare-fun byte () Int)
(declare-fun w517_byte () Int)
(declare-fun w517_0 () Int)
(assert
 (let (($x250 (= byte (+ (+ 0 (* 4 (+ 0 (* r516_0 1)))) r516_byte))))
 (and (and (>= r516_0 0) (< r516_0 5)) (and (>= r516_byte 0) (< r516_byte 4)) $x250)))
(assert
 (let (($x2149 (= byte (+ (+ 0 (* 4 (+ 0 (* w517_0 1)))) w517_byte))))
(and (and (>= w517_0 0) (< w517_0 5)) (and (>= w517_byte 0) (< w517_byte 4)) $x2149)))
(check-sat)
