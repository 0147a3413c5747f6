; program reordered_intermediate_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r115_byte () Int)
(declare-fun r115_0 () Int)
(declare-fun byte () Int)
(declare-fun w116_byte () Int)
(declare-fun w116_0 () Int)
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* r115_0 1)))) r115_byte))))
 (and (and (>= r115_0 0) (< r115_0 16)) (and (>= r115_byte 0) (< r115_byte 4)) $x169)))
(assert
 (let (($x85 (= byte (+ (+ 0 (* 4 (+ 0 (* w116_0 1)))) w116_byte))))
(and (and (>= w116_0 0) (< w116_0 16)) (and (>= w116_byte 0) (< w116_byte 4)) $x85)))
(check-sat)
