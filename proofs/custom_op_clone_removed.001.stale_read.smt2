; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r612_byte () Int)
(declare-fun r612_0 () Int)
(declare-fun byte () Int)
(declare-fun w613_byte () Int)
(declare-fun w613_0 () Int)
(assert
 (let (($x333 (= byte (+ (+ 0 (* 4 (+ 0 (* r612_0 1)))) r612_byte))))
 (and (and (>= r612_0 0) (< r612_0 16)) (and (>= r612_byte 0) (< r612_byte 4)) $x333)))
(assert
 (let (($x49443 (= byte (+ (+ 0 (* 4 (+ 0 (* w613_0 1)))) w613_byte))))
(and (and (>= w613_0 0) (< w613_0 16)) (and (>= w613_byte 0) (< w613_byte 4)) $x49443)))
(check-sat)
