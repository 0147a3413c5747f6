; program read_then_zeroed, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r960_byte () Int)
(declare-fun r960_0 () Int)
(declare-fun byte () Int)
(declare-fun w961_byte () Int)
(declare-fun w961_0 () Int)
(assert
 (let (($x379 (= byte (+ (+ 0 (* 4 (+ 0 (* r960_0 1)))) r960_byte))))
 (and (and (>= r960_0 0) (< r960_0 32)) (and (>= r960_byte 0) (< r960_byte 4)) $x379)))
(assert
 (let (($x429 (= byte (+ (+ 0 (* 4 (+ 0 (* w961_0 1)))) w961_byte))))
(and (and (>= w961_0 0) (< w961_0 32)) (and (>= w961_byte 0) (< w961_byte 4)) $x429)))
(check-sat)
