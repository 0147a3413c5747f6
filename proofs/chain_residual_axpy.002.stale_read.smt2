; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r938_byte () Int)
(declare-fun r938_0 () Int)
(declare-fun byte () Int)
(declare-fun w939_byte () Int)
(declare-fun w939_0 () Int)
(assert
 (let (($x615 (= byte (+ (+ 0 (* 4 (+ 0 (* r938_0 1)))) r938_byte))))
 (and (and (>= r938_0 0) (< r938_0 32)) (and (>= r938_byte 0) (< r938_byte 4)) $x615)))
(assert
 (let (($x299 (= byte (+ (+ 0 (* 4 (+ 0 (* w939_0 1)))) w939_byte))))
(and (and (>= w939_0 0) (< w939_0 32)) (and (>= w939_byte 0) (< w939_byte 4)) $x299)))
(check-sat)
