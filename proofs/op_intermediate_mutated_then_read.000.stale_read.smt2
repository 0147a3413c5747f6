; program op_intermediate_mutated_then_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r208_byte () Int)
(declare-fun r208_1 () Int)
(declare-fun r208_0 () Int)
(declare-fun byte () Int)
(declare-fun w209_byte () Int)
(declare-fun w209_1 () Int)
(declare-fun w209_0 () Int)
(assert
 (let ((?x364 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (and (and (>= r208_0 0) (< r208_0 4)) (and (>= r208_1 0) (< r208_1 8)) (and (>= r208_byte 0) (< r208_byte 4)) (= byte (+ ?x364 r208_byte)))))
(assert
 (let ((?x231 (+ 0 (* 4 (+ 0 (+ (* w209_0 8) (* w209_1 1)))))))
(and (and (>= w209_0 0) (< w209_0 4)) (and (>= w209_1 0) (< w209_1 8)) (and (>= w209_byte 0) (< w209_byte 4)) (= byte (+ ?x231 w209_byte)))))
(check-sat)
