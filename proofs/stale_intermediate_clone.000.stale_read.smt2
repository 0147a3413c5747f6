; program stale_intermediate_clone, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r119_byte () Int)
(declare-fun r119_0 () Int)
(declare-fun byte () Int)
(declare-fun w120_byte () Int)
(declare-fun w120_0 () Int)
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* r119_0 1)))) r119_byte))))
 (and (and (>= r119_0 0) (< r119_0 16)) (and (>= r119_byte 0) (< r119_byte 4)) $x54)))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* w120_0 1)))) w120_byte))))
(and (and (>= w120_0 0) (< w120_0 16)) (and (>= w120_byte 0) (< w120_byte 4)) $x42)))
(check-sat)
