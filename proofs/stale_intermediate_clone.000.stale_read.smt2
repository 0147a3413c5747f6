; program stale_intermediate_clone, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r134_byte () Int)
(declare-fun r134_0 () Int)
(declare-fun byte () Int)
(declare-fun w135_byte () Int)
(declare-fun w135_0 () Int)
(assert
 (let (($x435 (= byte (+ (+ 0 (* 4 (+ 0 (* r134_0 1)))) r134_byte))))
 (and (and (>= r134_0 0) (< r134_0 16)) (and (>= r134_byte 0) (< r134_byte 4)) $x435)))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 0 (* w135_0 1)))) w135_byte))))
(and (and (>= w135_0 0) (< w135_0 16)) (and (>= w135_byte 0) (< w135_byte 4)) $x92)))
(check-sat)
