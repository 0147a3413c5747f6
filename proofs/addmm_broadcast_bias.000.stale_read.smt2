; program addmm_broadcast_bias, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1031_byte () Int)
(declare-fun r1031_0 () Int)
(declare-fun byte () Int)
(declare-fun w1032_byte () Int)
(declare-fun w1032_0 () Int)
(assert
 (let (($x876 (= byte (+ (+ 0 (* 4 (+ 0 (* r1031_0 1)))) r1031_byte))))
 (and (and (>= r1031_0 0) (< r1031_0 5)) (and (>= r1031_byte 0) (< r1031_byte 4)) $x876)))
(assert
 (let (($x762 (= byte (+ (+ 0 (* 4 (+ 0 (* w1032_0 1)))) w1032_byte))))
(and (and (>= w1032_0 0) (< w1032_0 5)) (and (>= w1032_byte 0) (< w1032_byte 4)) $x762)))
(check-sat)
