; program load_only_argument_listed, mul.self: stale read (copy_ reads slice_scatter vs mul self=slice_scatter)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r107_byte () Int)
(declare-fun r107_0 () Int)
(declare-fun byte () Int)
(declare-fun w108_byte () Int)
(declare-fun w108_0 () Int)
(assert
 (let (($x33 (= byte (+ (+ 0 (* 4 (+ 0 (* r107_0 1)))) r107_byte))))
 (and (and (>= r107_0 0) (< r107_0 16)) (and (>= r107_byte 0) (< r107_byte 4)) $x33)))
(assert
 (let (($x213 (= byte (+ (+ 0 (* 4 (+ 0 (* w108_0 1)))) w108_byte))))
(and (and (>= w108_0 0) (< w108_0 16)) (and (>= w108_byte 0) (< w108_byte 4)) $x213)))
(check-sat)
