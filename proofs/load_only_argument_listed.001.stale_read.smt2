; program load_only_argument_listed, mul.self: stale read (copy_ reads slice_scatter vs mul self=slice_scatter)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r93_byte () Int)
(declare-fun r93_0 () Int)
(declare-fun byte () Int)
(declare-fun w94_byte () Int)
(declare-fun w94_0 () Int)
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* r93_0 1)))) r93_byte))))
 (and (and (>= r93_0 0) (< r93_0 16)) (and (>= r93_byte 0) (< r93_byte 4)) $x141)))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 0 (* w94_0 1)))) w94_byte))))
(and (and (>= w94_0 0) (< w94_0 16)) (and (>= w94_byte 0) (< w94_byte 4)) $x92)))
(check-sat)
