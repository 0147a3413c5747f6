; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1081_byte () Int)
(declare-fun r1081_0 () Int)
(declare-fun byte () Int)
(declare-fun w1082_byte () Int)
(declare-fun w1082_0 () Int)
(assert
 (let (($x1131 (= byte (+ (+ 0 (* 4 (+ 0 (* r1081_0 1)))) r1081_byte))))
 (and (and (>= r1081_0 0) (< r1081_0 5)) (and (>= r1081_byte 0) (< r1081_byte 4)) $x1131)))
(assert
 (let (($x625 (= byte (+ (+ 0 (* 4 (+ 0 (* w1082_0 1)))) w1082_byte))))
(and (and (>= w1082_0 0) (< w1082_0 5)) (and (>= w1082_byte 0) (< w1082_byte 4)) $x625)))
(check-sat)
