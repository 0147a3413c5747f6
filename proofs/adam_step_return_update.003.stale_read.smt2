; program adam_step_return_update, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r523_byte () Int)
(declare-fun r523_0 () Int)
(declare-fun byte () Int)
(declare-fun w524_byte () Int)
(declare-fun w524_0 () Int)
(assert
 (let (($x283 (= byte (+ (+ 0 (* 4 (+ 0 (* r523_0 1)))) r523_byte))))
 (and (and (>= r523_0 0) (< r523_0 64)) (and (>= r523_byte 0) (< r523_byte 4)) $x283)))
(assert
 (let (($x617 (= byte (+ (+ 0 (* 4 (+ 0 (* w524_0 1)))) w524_byte))))
(and (and (>= w524_0 0) (< w524_0 64)) (and (>= w524_byte 0) (< w524_byte 4)) $x617)))
(check-sat)
