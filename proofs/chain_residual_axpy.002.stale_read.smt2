; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r942_byte () Int)
(declare-fun r942_0 () Int)
(declare-fun byte () Int)
(declare-fun w943_byte () Int)
(declare-fun w943_0 () Int)
(assert
 (let (($x191 (= byte (+ (+ 0 (* 4 (+ 0 (* r942_0 1)))) r942_byte))))
 (and (and (>= r942_0 0) (< r942_0 32)) (and (>= r942_byte 0) (< r942_byte 4)) $x191)))
(assert
 (let (($x374 (= byte (+ (+ 0 (* 4 (+ 0 (* w943_0 1)))) w943_byte))))
(and (and (>= w943_0 0) (< w943_0 32)) (and (>= w943_byte 0) (< w943_byte 4)) $x374)))
(check-sat)
