; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r600_byte () Int)
(declare-fun r600_0 () Int)
(declare-fun byte () Int)
(declare-fun w601_byte () Int)
(declare-fun w601_0 () Int)
(assert
 (let (($x781 (= byte (+ (+ 0 (* 4 (+ 0 (* r600_0 1)))) r600_byte))))
 (and (and (>= r600_0 0) (< r600_0 32)) (and (>= r600_byte 0) (< r600_byte 4)) $x781)))
(assert
 (let (($x683 (= byte (+ (+ 0 (* 4 (+ 0 (* w601_0 1)))) w601_byte))))
(and (and (>= w601_0 0) (< w601_0 32)) (and (>= w601_byte 0) (< w601_byte 4)) $x683)))
(check-sat)
