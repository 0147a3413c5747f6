; program adam_step_return_update, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_0 () Int)
(assert
 (let (($x1087 (= byte (+ (+ 0 (* 4 (+ 0 (* r308_0 1)))) r308_byte))))
 (and (and (>= r308_0 0) (< r308_0 64)) (and (>= r308_byte 0) (< r308_byte 4)) $x1087)))
(assert
 (let (($x2017 (= byte (+ (+ 0 (* 4 (+ 0 (* w309_0 1)))) w309_byte))))
(and (and (>= w309_0 0) (< w309_0 64)) (and (>= w309_byte 0) (< w309_byte 4)) $x2017)))
(check-sat)
