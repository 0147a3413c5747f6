; program load_only_argument_listed, mul.self: stale read (copy_ reads slice_scatter vs mul self=slice_scatter)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r76_byte () Int)
(declare-fun r76_0 () Int)
(declare-fun byte () Int)
(declare-fun w77_byte () Int)
(declare-fun w77_0 () Int)
(assert
 (let (($x270 (= byte (+ (+ 0 (* 4 (+ 0 (* r76_0 1)))) r76_byte))))
 (and (and (>= r76_0 0) (< r76_0 16)) (and (>= r76_byte 0) (< r76_byte 4)) $x270)))
(assert
 (let (($x68 (= byte (+ (+ 0 (* 4 (+ 0 (* w77_0 1)))) w77_byte))))
(and (and (>= w77_0 0) (< w77_0 16)) (and (>= w77_byte 0) (< w77_byte 4)) $x68)))
(check-sat)
