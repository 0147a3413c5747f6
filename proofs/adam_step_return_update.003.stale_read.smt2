; program adam_step_return_update, sub.self: stale read (copy_ reads getitem vs sub self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r419_byte () Int)
(declare-fun r419_0 () Int)
(declare-fun byte () Int)
(declare-fun w420_byte () Int)
(declare-fun w420_0 () Int)
(assert
 (let (($x954 (= byte (+ (+ 0 (* 4 (+ 0 (* r419_0 1)))) r419_byte))))
 (and (and (>= r419_0 0) (< r419_0 64)) (and (>= r419_byte 0) (< r419_byte 4)) $x954)))
(assert
 (let (($x49403 (= byte (+ (+ 0 (* 4 (+ 0 (* w420_0 1)))) w420_byte))))
(and (and (>= w420_0 0) (< w420_0 64)) (and (>= w420_byte 0) (< w420_byte 4)) $x49403)))
(check-sat)
