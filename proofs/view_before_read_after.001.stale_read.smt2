; program view_before_read_after, add.self: stale read (copy_ reads getitem vs add self=select_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r6_byte () Int)
(declare-fun r6_1 () Int)
(declare-fun r6_0 () Int)
(declare-fun byte () Int)
(declare-fun w7_byte () Int)
(declare-fun w7_0 () Int)
(assert
 (let ((?x77 (+ (+ 0 (* 4 (+ 0 (+ (* r6_0 8) (* r6_1 1))))) r6_byte)))
 (and (and (>= r6_0 0) (< r6_0 4)) (and (>= r6_1 0) (< r6_1 8)) (and (>= r6_byte 0) (< r6_byte 4)) (= byte ?x77))))
(assert
 (let (($x88 (= byte (+ (+ 0 (* 4 (+ 0 (* w7_0 1)))) w7_byte))))
(and (and (>= w7_0 0) (< w7_0 8)) (and (>= w7_byte 0) (< w7_byte 4)) $x88)))
(check-sat)
