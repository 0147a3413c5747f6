; program adam_step_return_update, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r473_byte () Int)
(declare-fun r473_0 () Int)
(declare-fun byte () Int)
(declare-fun w474_byte () Int)
(declare-fun w474_0 () Int)
(assert
 (let (($x298 (= byte (+ (+ 0 (* 4 (+ 0 (* r473_0 1)))) r473_byte))))
 (and (and (>= r473_0 0) (< r473_0 64)) (and (>= r473_byte 0) (< r473_byte 4)) $x298)))
(assert
 (let (($x128 (= byte (+ (+ 0 (* 4 (+ 0 (* w474_0 1)))) w474_byte))))
(and (and (>= w474_0 0) (< w474_0 64)) (and (>= w474_byte 0) (< w474_byte 4)) $x128)))
(check-sat)
