; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r602_byte () Int)
(declare-fun r602_0 () Int)
(declare-fun byte () Int)
(declare-fun w603_byte () Int)
(declare-fun w603_0 () Int)
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 0 (* r602_0 1)))) r602_byte))))
 (and (and (>= r602_0 0) (< r602_0 32)) (and (>= r602_byte 0) (< r602_byte 4)) $x130)))
(assert
 (let (($x839 (= byte (+ (+ 0 (* 4 (+ 0 (* w603_0 1)))) w603_byte))))
(and (and (>= w603_0 0) (< w603_0 32)) (and (>= w603_byte 0) (< w603_byte 4)) $x839)))
(check-sat)
