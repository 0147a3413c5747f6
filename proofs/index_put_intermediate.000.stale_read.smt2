; program index_put_intermediate, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r220_byte () Int)
(declare-fun r220_0 () Int)
(declare-fun byte () Int)
(declare-fun w221_byte () Int)
(declare-fun w221_0 () Int)
(assert
 (let (($x457 (= byte (+ (+ 0 (* 4 (+ 0 (* r220_0 1)))) r220_byte))))
 (and (and (>= r220_0 0) (< r220_0 8)) (and (>= r220_byte 0) (< r220_byte 4)) $x457)))
(assert
 (let (($x323 (= byte (+ (+ 0 (* 4 (+ 0 (* w221_0 1)))) w221_byte))))
(and (and (>= w221_0 0) (< w221_0 8)) (and (>= w221_byte 0) (< w221_byte 4)) $x323)))
(check-sat)
