; program read_then_zeroed, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r964_byte () Int)
(declare-fun r964_0 () Int)
(declare-fun byte () Int)
(declare-fun w965_byte () Int)
(declare-fun w965_0 () Int)
(assert
 (let (($x581 (= byte (+ (+ 0 (* 4 (+ 0 (* r964_0 1)))) r964_byte))))
 (and (and (>= r964_0 0) (< r964_0 32)) (and (>= r964_byte 0) (< r964_byte 4)) $x581)))
(assert
 (let (($x242 (= byte (+ (+ 0 (* 4 (+ 0 (* w965_0 1)))) w965_byte))))
(and (and (>= w965_0 0) (< w965_0 32)) (and (>= w965_byte 0) (< w965_byte 4)) $x242)))
(check-sat)
