; program index_put_values_from_target, add.self: stale read (index_put reads arg0_1 vs add self=slice_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r237_byte () Int)
(declare-fun r237_0 () Int)
(declare-fun byte () Int)
(declare-fun w238_byte () Int)
(declare-fun w238_0 () Int)
(assert
 (let (($x336 (= byte (+ (+ 0 (* 4 (+ 0 (* r237_0 1)))) r237_byte))))
 (and (and (>= r237_0 0) (< r237_0 8)) (and (>= r237_byte 0) (< r237_byte 4)) $x336)))
(assert
 (let (($x307 (= byte (+ (+ 0 (* 4 (+ 0 (* w238_0 1)))) w238_byte))))
(and (and (>= w238_0 0) (< w238_0 2)) (and (>= w238_byte 0) (< w238_byte 4)) $x307)))
(check-sat)
