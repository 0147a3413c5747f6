; program adam_step_return_update, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r525_byte () Int)
(declare-fun r525_0 () Int)
(declare-fun byte () Int)
(declare-fun w526_byte () Int)
(declare-fun w526_0 () Int)
(assert
 (let (($x587 (= byte (+ (+ 0 (* 4 (+ 0 (* r525_0 1)))) r525_byte))))
 (and (and (>= r525_0 0) (< r525_0 64)) (and (>= r525_byte 0) (< r525_byte 4)) $x587)))
(assert
 (let (($x360 (= byte (+ (+ 0 (* 4 (+ 0 (* w526_0 1)))) w526_byte))))
(and (and (>= w526_0 0) (< w526_0 64)) (and (>= w526_byte 0) (< w526_byte 4)) $x360)))
(check-sat)
