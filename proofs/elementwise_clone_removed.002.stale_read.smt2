; program elementwise_clone_removed, mul.self: stale read (copy_ reads getitem vs mul self=getitem)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r87_byte () Int)
(declare-fun r87_0 () Int)
(declare-fun byte () Int)
(declare-fun w88_byte () Int)
(declare-fun w88_0 () Int)
(assert
 (let (($x318 (= byte (+ (+ 0 (* 4 (+ 0 (* r87_0 1)))) r87_byte))))
 (and (and (>= r87_0 0) (< r87_0 16)) (and (>= r87_byte 0) (< r87_byte 4)) $x318)))
(assert
 (let (($x164 (= byte (+ (+ 0 (* 4 (+ 0 (* w88_0 1)))) w88_byte))))
(and (and (>= w88_0 0) (< w88_0 16)) (and (>= w88_byte 0) (< w88_byte 4)) $x164)))
(check-sat)
