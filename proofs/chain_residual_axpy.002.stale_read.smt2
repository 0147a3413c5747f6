; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r430_byte () Int)
(declare-fun r430_0 () Int)
(declare-fun byte () Int)
(declare-fun w431_byte () Int)
(declare-fun w431_0 () Int)
(assert
 (let (($x264 (= byte (+ (+ 0 (* 4 (+ 0 (* r430_0 1)))) r430_byte))))
 (and (and (>= r430_0 0) (< r430_0 32)) (and (>= r430_byte 0) (< r430_byte 4)) $x264)))
(assert
 (let (($x690 (= byte (+ (+ 0 (* 4 (+ 0 (* w431_0 1)))) w431_byte))))
(and (and (>= w431_0 0) (< w431_0 32)) (and (>= w431_byte 0) (< w431_byte 4)) $x690)))
(check-sat)
