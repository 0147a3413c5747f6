; program index_put_intermediate, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r235_byte () Int)
(declare-fun r235_0 () Int)
(declare-fun byte () Int)
(declare-fun w236_byte () Int)
(declare-fun w236_0 () Int)
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* r235_0 1)))) r235_byte))))
 (and (and (>= r235_0 0) (< r235_0 8)) (and (>= r235_byte 0) (< r235_byte 4)) $x222)))
(assert
 (let (($x231 (= byte (+ (+ 0 (* 4 (+ 0 (* w236_0 1)))) w236_byte))))
(and (and (>= w236_0 0) (< w236_0 8)) (and (>= w236_byte 0) (< w236_byte 4)) $x231)))
(check-sat)
