; program load_only_argument_listed, mul.self: stale read (copy_ reads slice_scatter vs mul self=slice_scatter)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r95_byte () Int)
(declare-fun r95_0 () Int)
(declare-fun byte () Int)
(declare-fun w96_byte () Int)
(declare-fun w96_0 () Int)
(assert
 (let (($x393 (= byte (+ (+ 0 (* 4 (+ 0 (* r95_0 1)))) r95_byte))))
 (and (and (>= r95_0 0) (< r95_0 16)) (and (>= r95_byte 0) (< r95_byte 4)) $x393)))
(assert
 (let (($x245 (= byte (+ (+ 0 (* 4 (+ 0 (* w96_0 1)))) w96_byte))))
(and (and (>= w96_0 0) (< w96_0 16)) (and (>= w96_byte 0) (< w96_byte 4)) $x245)))
(check-sat)
