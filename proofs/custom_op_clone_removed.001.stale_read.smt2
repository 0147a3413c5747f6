; program custom_op_clone_removed, mul.self: stale read (copy_ reads getitem_1 vs mul self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r610_byte () Int)
(declare-fun r610_0 () Int)
(declare-fun byte () Int)
(declare-fun w611_byte () Int)
(declare-fun w611_0 () Int)
(assert
 (let (($x247 (= byte (+ (+ 0 (* 4 (+ 0 (* r610_0 1)))) r610_byte))))
 (and (and (>= r610_0 0) (< r610_0 16)) (and (>= r610_byte 0) (< r610_byte 4)) $x247)))
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 0 (* w611_0 1)))) w611_byte))))
(and (and (>= w611_0 0) (< w611_0 16)) (and (>= w611_byte 0) (< w611_byte 4)) $x288)))
(check-sat)
