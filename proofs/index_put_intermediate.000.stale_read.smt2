; program index_put_intermediate, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r182_byte () Int)
(declare-fun r182_0 () Int)
(declare-fun byte () Int)
(declare-fun w183_byte () Int)
(declare-fun w183_0 () Int)
(assert
 (let (($x1299 (= byte (+ (+ 0 (* 4 (+ 0 (* r182_0 1)))) r182_byte))))
 (and (and (>= r182_0 0) (< r182_0 8)) (and (>= r182_byte 0) (< r182_byte 4)) $x1299)))
(assert
 (let (($x1300 (= byte (+ (+ 0 (* 4 (+ 0 (* w183_0 1)))) w183_byte))))
(and (and (>= w183_0 0) (< w183_0 8)) (and (>= w183_byte 0) (< w183_byte 4)) $x1300)))
(check-sat)
