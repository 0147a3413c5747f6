; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1085_byte () Int)
(declare-fun r1085_0 () Int)
(declare-fun byte () Int)
(declare-fun w1086_byte () Int)
(declare-fun w1086_0 () Int)
(assert
 (let (($x1031 (= byte (+ (+ 0 (* 4 (+ 0 (* r1085_0 1)))) r1085_byte))))
 (and (and (>= r1085_0 0) (< r1085_0 5)) (and (>= r1085_byte 0) (< r1085_byte 4)) $x1031)))
(assert
 (let (($x902 (= byte (+ (+ 0 (* 4 (+ 0 (* w1086_0 1)))) w1086_byte))))
(and (and (>= w1086_0 0) (< w1086_0 5)) (and (>= w1086_byte 0) (< w1086_byte 4)) $x902)))
(check-sat)
