; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r952_byte () Int)
(declare-fun r952_0 () Int)
(declare-fun byte () Int)
(declare-fun w953_byte () Int)
(declare-fun w953_0 () Int)
(assert
 (let (($x197 (= byte (+ (+ 0 (* 4 (+ 0 (* r952_0 1)))) r952_byte))))
 (and (and (>= r952_0 0) (< r952_0 16)) (and (>= r952_byte 0) (< r952_byte 4)) $x197)))
(assert
 (let (($x631 (= byte (+ (+ 0 (* 4 (+ 0 (* w953_0 1)))) w953_byte))))
(and (and (>= w953_0 0) (< w953_0 16)) (and (>= w953_byte 0) (< w953_byte 4)) $x631)))
(check-sat)
